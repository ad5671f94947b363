package com.example.inventory.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import com.example.inventory.model.Product;

public class ProductDao {

    private static final String SELECT_BY_ID =
            "SELECT id, sku, name, quantity, price FROM products WHERE id = ?";
    private static final String SELECT_LOW_STOCK =
            "SELECT id, sku, name, quantity, price FROM products WHERE quantity < ? ORDER BY quantity";
    private static final String UPDATE_QUANTITY =
            "UPDATE products SET quantity = ? WHERE id = ?";

    private final DataSource dataSource;

    public ProductDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<Product> findById(long id) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(SELECT_BY_ID)) {
            stmt.setLong(1, id);
            try (ResultSet rs = stmt.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<Product> findLowStock(int threshold) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(SELECT_LOW_STOCK)) {
            stmt.setInt(1, threshold);
            try (ResultSet rs = stmt.executeQuery()) {
                List<Product> products = new ArrayList<>();
                while (rs.next()) {
                    products.add(map(rs));
                }
                return products;
            }
        }
    }

    public boolean updateQuantity(long id, int quantity) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(UPDATE_QUANTITY)) {
            stmt.setInt(1, quantity);
            stmt.setLong(2, id);
            return stmt.executeUpdate() == 1;
        }
    }

    private static Product map(ResultSet rs) throws SQLException {
        return new Product(
                rs.getLong("id"),
                rs.getString("sku"),
                rs.getString("name"),
                rs.getInt("quantity"),
                rs.getBigDecimal("price"));
    }
}
