package com.acme.inventory.dao;

import com.acme.inventory.model.Product;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

public class ProductDao {

    private static final String SELECT_BY_ID =
            "SELECT id, sku, name, price_cents, stock FROM products WHERE id = ?";
    private static final String SELECT_LOW_STOCK =
            "SELECT id, sku, name, price_cents, stock FROM products WHERE stock < ? ORDER BY stock";
    private static final String UPDATE_STOCK =
            "UPDATE products SET stock = stock + ? WHERE id = ?";

    private final DataSource dataSource;

    public ProductDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<Product> findById(long id) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement ps = conn.prepareStatement(SELECT_BY_ID)) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<Product> findLowStock(int threshold) throws SQLException {
        Connection conn = dataSource.getConnection();
        PreparedStatement ps = conn.prepareStatement(SELECT_LOW_STOCK);
        ps.setInt(1, threshold);
        ResultSet rs = ps.executeQuery();
        List<Product> result = new ArrayList<>();
        while (rs.next()) {
            result.add(map(rs));
        }
        rs.close();
        ps.close();
        conn.close();
        return result;
    }

    public boolean adjustStock(long id, int delta) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement ps = conn.prepareStatement(UPDATE_STOCK)) {
            ps.setInt(1, delta);
            ps.setLong(2, id);
            return ps.executeUpdate() == 1;
        }
    }

    private static Product map(ResultSet rs) throws SQLException {
        return new Product(
                rs.getLong("id"),
                rs.getString("sku"),
                rs.getString("name"),
                rs.getLong("price_cents"),
                rs.getInt("stock"));
    }
}
