package com.acme.ledger.persistence;

import com.acme.ledger.model.Entry;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Plain JDBC access to the {@code ledger_entries} table.
 */
public class EntryDao {

    private static final String SELECT_BY_ACCOUNT =
            "SELECT id, account_id, booked_on, amount, memo FROM ledger_entries "
                    + "WHERE account_id = ? AND booked_on BETWEEN ? AND ? ORDER BY booked_on, id";

    private static final String INSERT =
            "INSERT INTO ledger_entries (account_id, booked_on, amount, memo) VALUES (?, ?, ?, ?)";

    private final DataSource dataSource;

    public EntryDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Entry> findByAccount(long accountId, LocalDate from, LocalDate to) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(SELECT_BY_ACCOUNT)) {
            statement.setLong(1, accountId);
            statement.setObject(2, from);
            statement.setObject(3, to);
            try (ResultSet rs = statement.executeQuery()) {
                List<Entry> entries = new ArrayList<>();
                while (rs.next()) {
                    entries.add(map(rs));
                }
                return entries;
            }
        }
    }

    public long insert(Entry entry) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement =
                        connection.prepareStatement(INSERT, PreparedStatement.RETURN_GENERATED_KEYS)) {
            statement.setLong(1, entry.accountId());
            statement.setObject(2, entry.bookedOn());
            statement.setBigDecimal(3, entry.amount());
            statement.setString(4, entry.memo());
            statement.executeUpdate();
            try (ResultSet keys = statement.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private static Entry map(ResultSet rs) throws SQLException {
        return new Entry(
                rs.getLong("id"),
                rs.getLong("account_id"),
                rs.getObject("booked_on", LocalDate.class),
                rs.getBigDecimal("amount"),
                rs.getString("memo"));
    }
}
