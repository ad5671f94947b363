package com.example.reports.dao;

import com.example.reports.model.MonthlyTotal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class SalesDao {

    private static final String MONTHLY_TOTALS_SQL =
            "SELECT date_trunc('month', sold_at) AS month, SUM(amount_cents) AS total "
                    + "FROM sales WHERE sold_at >= ? GROUP BY 1 ORDER BY 1";

    private static final String COUNT_SQL = "SELECT COUNT(*) FROM sales WHERE region = ?";

    private final DataSource dataSource;

    public SalesDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<MonthlyTotal> monthlyTotalsSince(YearMonth since) throws SQLException {
        Connection conn = dataSource.getConnection();
        PreparedStatement stmt = conn.prepareStatement(MONTHLY_TOTALS_SQL);
        stmt.setObject(1, since.atDay(1));
        ResultSet rs = stmt.executeQuery();
        List<MonthlyTotal> totals = new ArrayList<>();
        while (rs.next()) {
            YearMonth month = YearMonth.from(rs.getDate("month").toLocalDate());
            totals.add(new MonthlyTotal(month, rs.getLong("total")));
        }
        rs.close();
        stmt.close();
        conn.close();
        return totals;
    }

    public long countByRegion(String region) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement stmt = conn.prepareStatement(COUNT_SQL)) {
            stmt.setString(1, region);
            try (ResultSet rs = stmt.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        }
    }
}
