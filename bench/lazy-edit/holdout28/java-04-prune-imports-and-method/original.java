package com.acme.inventory.service;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.inventory.model.StockItem;
import com.acme.inventory.model.StockMovement;
import com.acme.inventory.repository.StockItemRepository;
import com.acme.inventory.repository.StockMovementRepository;

@Service
public class StockService {

    private final StockItemRepository items;
    private final StockMovementRepository movements;
    private final Clock clock;

    public StockService(StockItemRepository items, StockMovementRepository movements, Clock clock) {
        this.items = items;
        this.movements = movements;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Optional<StockItem> find(String sku) {
        return items.findBySku(sku);
    }

    @Transactional
    public StockItem adjust(String sku, int delta, String reason) {
        StockItem item = items.findBySku(sku)
                .orElseThrow(() -> new IllegalArgumentException("Unknown SKU " + sku));
        int newQuantity = item.getQuantity() + delta;
        if (newQuantity < 0) {
            throw new IllegalStateException("Insufficient stock for " + sku);
        }
        item.setQuantity(newQuantity);
        movements.save(new StockMovement(sku, delta, reason, Instant.now(clock)));
        return items.save(item);
    }

    @Transactional(readOnly = true)
    public Map<String, Integer> quantitiesBySku(List<String> skus) {
        Map<String, Integer> result = new HashMap<>();
        for (StockItem item : items.findAllBySkuIn(skus)) {
            result.put(item.getSku(), item.getQuantity());
        }
        return result;
    }

    /**
     * @deprecated replaced by {@link #quantitiesBySku(List)}; kept for the old batch job.
     */
    @Deprecated
    @Transactional(readOnly = true)
    public List<Integer> quantities(List<String> skus) {
        List<Integer> result = new ArrayList<>();
        for (String sku : skus) {
            result.add(items.findBySku(sku).map(StockItem::getQuantity).orElse(0));
        }
        return result;
    }

    @Transactional(readOnly = true)
    public List<StockItem> lowStock(int threshold) {
        return items.findAll().stream()
                .filter(item -> item.getQuantity() <= threshold)
                .sorted((a, b) -> Integer.compare(a.getQuantity(), b.getQuantity()))
                .collect(Collectors.toList());
    }
}
