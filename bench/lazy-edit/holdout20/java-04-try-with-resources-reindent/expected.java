package com.acme.ingest.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

public class EventDao {

    private static final String INSERT_SQL =
            "INSERT INTO events (source, kind, payload, received_at) VALUES (?, ?, ?::jsonb, ?)";
    private static final String RECENT_SQL =
            "SELECT id, source, kind, payload, received_at FROM events WHERE source = ? ORDER BY received_at DESC LIMIT ?";

    private final DataSource dataSource;

    public EventDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int insertBatch(List<Event> events) throws SQLException {
        try (Connection conn = dataSource.getConnection()) {
            conn.setAutoCommit(false);
            try (PreparedStatement ps = conn.prepareStatement(INSERT_SQL)) {
                for (Event e : events) {
                    ps.setString(1, e.source());
                    ps.setString(2, e.kind());
                    ps.setString(3, e.payloadJson());
                    ps.setObject(4, Timestamp.from(e.receivedAt()));
                    ps.addBatch();
                }
                int[] counts = ps.executeBatch();
                conn.commit();
                int total = 0;
                for (int c : counts) {
                    total += c;
                }
                return total;
            } catch (SQLException ex) {
                conn.rollback();
                throw ex;
            }
        }
    }

    public List<Event> recent(String source, int limit) throws SQLException {
        List<Event> result = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(RECENT_SQL)) {
            ps.setString(1, source);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(new Event(
                            rs.getLong("id"),
                            rs.getString("source"),
                            rs.getString("kind"),
                            rs.getString("payload"),
                            rs.getTimestamp("received_at").toInstant()));
                }
            }
        }
        return result;
    }

    public record Event(long id, String source, String kind, String payloadJson, Instant receivedAt) {
        public Event(String source, String kind, String payloadJson, Instant receivedAt) {
            this(0L, source, kind, payloadJson, receivedAt);
        }
    }
}
