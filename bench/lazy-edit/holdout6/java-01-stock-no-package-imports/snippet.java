@Service
public class StockService {

    // ... existing code ...

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
