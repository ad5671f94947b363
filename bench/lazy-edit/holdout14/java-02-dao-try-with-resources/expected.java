package com.acme.reports.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class SalesReportDao {

    private static final String DAILY_TOTALS_SQL =
            "SELECT sale_date, region, SUM(amount) AS total "
                    + "FROM sales WHERE sale_date BETWEEN ? AND ? "
                    + "GROUP BY sale_date, region ORDER BY sale_date";

    private static final String TOP_PRODUCTS_SQL =
            "SELECT product_id, SUM(quantity) AS units FROM sales "
                    + "WHERE sale_date >= ? GROUP BY product_id ORDER BY units DESC LIMIT ?";

    private final DataSource dataSource;

    public SalesReportDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<DailyTotal> dailyTotals(LocalDate from, LocalDate to) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement stmt = conn.prepareStatement(DAILY_TOTALS_SQL)) {
            stmt.setObject(1, from);
            stmt.setObject(2, to);
            try (ResultSet rs = stmt.executeQuery()) {
                List<DailyTotal> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(new DailyTotal(
                            rs.getObject("sale_date", LocalDate.class),
                            rs.getString("region"),
                            rs.getBigDecimal("total")));
                }
                return result;
            }
        }
    }

    public List<ProductUnits> topProducts(LocalDate since, int limit) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement stmt = conn.prepareStatement(TOP_PRODUCTS_SQL)) {
            stmt.setObject(1, since);
            stmt.setInt(2, limit);
            try (ResultSet rs = stmt.executeQuery()) {
                List<ProductUnits> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(new ProductUnits(rs.getLong("product_id"), rs.getLong("units")));
                }
                return result;
            }
        }
    }

    public record DailyTotal(LocalDate date, String region, java.math.BigDecimal total) {}

    public record ProductUnits(long productId, long units) {}
}
