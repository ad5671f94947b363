package com.example.inventory.service;

import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.inventory.model.StockItem;
import com.example.inventory.repository.StockItemRepository;

@Service
public class StockService {

    private final StockItemRepository repository;

    public StockService(StockItemRepository repository) {
        this.repository = repository;
    }

    public List<StockItem> findLowStock(int threshold) {
        return repository.findByQuantityLessThan(threshold);
    }

    public Optional<StockItem> findBySku(String sku) {
        return repository.findBySku(sku);
    }

    @Transactional
    public StockItem adjust(String sku, int delta) {
        StockItem item = repository.findBySku(sku)
                .orElseThrow(() -> new IllegalArgumentException("Unknown SKU: " + sku));
        int updated = item.getQuantity() + delta;
        if (updated < 0) {
            throw new IllegalStateException("Stock for " + sku + " cannot go below zero");
        }
        item.setQuantity(updated);
        return repository.save(item);
    }
}
