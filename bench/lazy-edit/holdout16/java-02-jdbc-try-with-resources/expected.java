package com.acme.inventory.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import com.acme.inventory.model.StockItem;

public class StockItemDao {

    private static final String FIND_BY_SKU =
            "SELECT id, sku, name, quantity, warehouse_id FROM stock_items WHERE sku = ?";
    private static final String FIND_LOW_STOCK =
            "SELECT id, sku, name, quantity, warehouse_id FROM stock_items WHERE quantity < ? ORDER BY quantity";
    private static final String UPDATE_QUANTITY =
            "UPDATE stock_items SET quantity = ? WHERE id = ?";

    private final DataSource dataSource;

    public StockItemDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<StockItem> findBySku(String sku) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_BY_SKU)) {
            ps.setString(1, sku);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<StockItem> findLowStock(int threshold) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_LOW_STOCK)) {
            ps.setInt(1, threshold);
            try (ResultSet rs = ps.executeQuery()) {
                List<StockItem> items = new ArrayList<>();
                while (rs.next()) {
                    items.add(map(rs));
                }
                return items;
            }
        }
    }

    public boolean updateQuantity(long id, int quantity) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(UPDATE_QUANTITY)) {
            ps.setInt(1, quantity);
            ps.setLong(2, id);
            return ps.executeUpdate() == 1;
        }
    }

    private static StockItem map(ResultSet rs) throws SQLException {
        return new StockItem(
                rs.getLong("id"),
                rs.getString("sku"),
                rs.getString("name"),
                rs.getInt("quantity"),
                rs.getLong("warehouse_id"));
    }
}
