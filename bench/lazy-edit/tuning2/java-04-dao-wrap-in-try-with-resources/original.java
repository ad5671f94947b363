package com.acme.inventory.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import com.acme.inventory.model.StockLevel;

public class StockDao {

    private static final String FIND_BY_SKU =
            "SELECT sku, warehouse_id, quantity, reserved FROM stock_levels WHERE sku = ?";
    private static final String FIND_LOW =
            "SELECT sku, warehouse_id, quantity, reserved FROM stock_levels WHERE quantity - reserved < ? ORDER BY sku";
    private static final String RESERVE =
            "UPDATE stock_levels SET reserved = reserved + ? WHERE sku = ? AND warehouse_id = ? AND quantity - reserved >= ?";

    private final DataSource dataSource;

    public StockDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<StockLevel> findBySku(String sku) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(FIND_BY_SKU)) {
            ps.setString(1, sku);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<StockLevel> findLow(int threshold) throws SQLException {
        Connection conn = dataSource.getConnection();
        PreparedStatement ps = conn.prepareStatement(FIND_LOW);
        ps.setInt(1, threshold);
        ResultSet rs = ps.executeQuery();
        List<StockLevel> result = new ArrayList<>();
        while (rs.next()) {
            result.add(map(rs));
        }
        rs.close();
        ps.close();
        conn.close();
        return result;
    }

    public boolean reserve(String sku, long warehouseId, int quantity) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(RESERVE)) {
            ps.setInt(1, quantity);
            ps.setString(2, sku);
            ps.setLong(3, warehouseId);
            ps.setInt(4, quantity);
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
