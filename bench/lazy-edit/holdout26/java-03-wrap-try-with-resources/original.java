package com.acme.reports.jdbc;

import com.acme.reports.model.DailyTotal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class DailyTotalsRepository {

    private static final Logger log = LoggerFactory.getLogger(DailyTotalsRepository.class);

    private static final String SELECT_RANGE =
            "SELECT day, region, SUM(amount_cents) AS total "
                    + "FROM sales WHERE day BETWEEN ? AND ? "
                    + "GROUP BY day, region ORDER BY day, region";

    private static final String DELETE_BEFORE = "DELETE FROM sales WHERE day < ?";

    private final DataSource dataSource;

    public DailyTotalsRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<DailyTotal> findRange(LocalDate from, LocalDate to) throws SQLException {
        List<DailyTotal> totals = new ArrayList<>();
        Connection connection = dataSource.getConnection();
        PreparedStatement statement = connection.prepareStatement(SELECT_RANGE);
        statement.setDate(1, Date.valueOf(from));
        statement.setDate(2, Date.valueOf(to));
        ResultSet rs = statement.executeQuery();
        while (rs.next()) {
            totals.add(new DailyTotal(
                    rs.getDate("day").toLocalDate(),
                    rs.getString("region"),
                    rs.getLong("total")));
        }
        rs.close();
        statement.close();
        connection.close();
        log.debug("loaded {} daily totals between {} and {}", totals.size(), from, to);
        return totals;
    }

    public int deleteBefore(LocalDate cutoff) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(DELETE_BEFORE)) {
            statement.setDate(1, Date.valueOf(cutoff));
            int deleted = statement.executeUpdate();
            log.info("deleted {} sales rows before {}", deleted, cutoff);
            return deleted;
        }
    }
}
