package com.acme.inventory.model;

import java.math.BigDecimal;
import java.util.Objects;

public class Product {
    private final String sku;
    private final String name;
    private BigDecimal price;
    private int stock;

    public Product(String sku, String name, BigDecimal price, int stock) {
        this.sku = Objects.requireNonNull(sku);
        this.name = Objects.requireNonNull(name);
        this.price = price;
        this.stock = stock;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        if (price.signum() < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
        this.price = price;
    }

    public int getStock() {
        return stock;
    }

    public void adjustStock(int delta) {
        if (stock + delta < 0) {
            throw new IllegalStateException("insufficient stock for " + sku);
        }
        stock += delta;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Product other)) return false;
        return sku.equals(other.sku);
    }

    @Override
    public int hashCode() {
        return sku.hashCode();
    }
}
