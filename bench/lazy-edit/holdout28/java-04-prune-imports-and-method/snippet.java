package com.acme.inventory.service;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.stereotype.Service;
// ... existing code ...
    @Transactional(readOnly = true)
    public Map<String, Integer> quantitiesBySku(List<String> skus) {
        Map<String, Integer> result = new HashMap<>();
        for (StockItem item : items.findAllBySkuIn(skus)) {
            result.put(item.getSku(), item.getQuantity());
        }
        return result;
    }

    @Transactional(readOnly = true)
    public List<StockItem> lowStock(int threshold) {
        return items.findAll().stream()
                .filter(item -> item.getQuantity() <= threshold)
                .sorted(Comparator.comparingInt(StockItem::getQuantity))
                .toList();
    }
}
