// ... existing code (unchanged) ...
public class Product {
    private final String sku;
    private final String name;
    private final String category;
    private BigDecimal price;
    private int stock;

    public Product(String sku, String name, String category, BigDecimal price, int stock) {
        this.sku = Objects.requireNonNull(sku);
        this.name = Objects.requireNonNull(name);
        this.category = Objects.requireNonNull(category);
        this.price = price;
        this.stock = stock;
    }

    // ... existing code (unchanged) ...

    public String getName() {
        return name;
    }

    public String getCategory() {
        return category;
    }

    // ... existing code (unchanged) ...
}
