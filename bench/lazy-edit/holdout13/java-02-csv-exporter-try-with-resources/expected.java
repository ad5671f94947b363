package com.example.reports.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import javax.sql.DataSource;

public class SalesCsvExporter {

    private static final String QUERY =
            "SELECT order_id, customer_name, total_cents, created_at FROM orders "
                    + "WHERE created_at >= ? AND created_at < ? ORDER BY created_at";

    private final DataSource dataSource;

    public SalesCsvExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int export(LocalDate from, LocalDate to, Path target) throws IOException, SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(QUERY)) {
            statement.setObject(1, from);
            statement.setObject(2, to);
            try (ResultSet rs = statement.executeQuery();
                 BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                writer.write("order_id,customer_name,total,created_at");
                writer.newLine();
                int rows = 0;
                while (rs.next()) {
                    writer.write(String.join(",",
                            rs.getString("order_id"),
                            escape(rs.getString("customer_name")),
                            formatCents(rs.getLong("total_cents")),
                            rs.getTimestamp("created_at").toInstant().toString()));
                    writer.newLine();
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
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }

    static String formatCents(long cents) {
        return String.format("%d.%02d", cents / 100, Math.abs(cents % 100));
    }
}
