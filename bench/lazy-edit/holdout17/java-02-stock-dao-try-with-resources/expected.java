package com.acme.inventory.dao;

import com.acme.inventory.model.StockLevel;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class StockLevelDao {

    private static final String FIND_BY_SKU =
            "SELECT sku, warehouse_id, quantity, reserved FROM stock_levels WHERE sku = ?";
    private static final String FIND_LOW_STOCK =
            "SELECT sku, warehouse_id, quantity, reserved FROM stock_levels WHERE quantity - reserved < ? ORDER BY sku";
    private static final String ADJUST =
            "UPDATE stock_levels SET quantity = quantity + ? WHERE sku = ? AND warehouse_id = ?";

    private final DataSource dataSource;

    public StockLevelDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<StockLevel> findBySku(String sku) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_BY_SKU)) {
            ps.setString(1, sku);
            try (ResultSet rs = ps.executeQuery()) {
                List<StockLevel> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(map(rs));
                }
                return result;
            }
        }
    }

    public List<StockLevel> findLowStock(int threshold) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_LOW_STOCK)) {
            ps.setInt(1, threshold);
            try (ResultSet rs = ps.executeQuery()) {
                List<StockLevel> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(map(rs));
                }
                return result;
            }
        }
    }

    public boolean adjust(String sku, long warehouseId, int delta) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(ADJUST)) {
            ps.setInt(1, delta);
            ps.setString(2, sku);
            ps.setLong(3, warehouseId);
            return ps.executeUpdate() == 1;
        }
    }

    private static StockLevel map(ResultSet rs) throws SQLException {
        return new StockLevel(
                rs.getString("sku"),
                rs.getLong("warehouse_id"),
                rs.getInt("quantity"),
                rs.getInt("reserved"));
    }
}
