package com.example.reports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

public class OrderExporter {

    private static final String QUERY =
            "SELECT id, customer_email, total_cents, created_at FROM orders WHERE created_at >= ?";

    private final DataSource dataSource;

    public OrderExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int exportSince(java.sql.Timestamp since, Path target) throws SQLException, IOException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(QUERY)) {
            stmt.setTimestamp(1, since);
            try (ResultSet rs = stmt.executeQuery();
                 BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                int rows = 0;
                out.write("id,customer_email,total_cents,created_at");
                out.newLine();
                while (rs.next()) {
                    out.write(rs.getLong("id") + ","
                            + escape(rs.getString("customer_email")) + ","
                            + rs.getLong("total_cents") + ","
                            + rs.getTimestamp("created_at").toInstant());
                    out.newLine();
                    rows++;
                }
                return rows;
            }
        }
    }

    static String escape(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
