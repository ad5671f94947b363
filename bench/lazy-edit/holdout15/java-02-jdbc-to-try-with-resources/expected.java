package com.example.reports.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.LocalDate;
import javax.sql.DataSource;

public class CsvReportExporter {

    private static final String SALES_QUERY =
            "SELECT o.id, o.created_at, c.email, o.total_cents, o.currency "
                    + "FROM orders o JOIN customers c ON c.id = o.customer_id "
                    + "WHERE o.created_at >= ? AND o.created_at < ? "
                    + "ORDER BY o.created_at";

    private final DataSource dataSource;

    public CsvReportExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int exportSales(LocalDate from, LocalDate to, Path target) throws SQLException, IOException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(SALES_QUERY)) {
            statement.setObject(1, from.atStartOfDay());
            statement.setObject(2, to.atStartOfDay());
            try (ResultSet rs = statement.executeQuery();
                    BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                return writeCsv(rs, writer);
            }
        }
    }

    private int writeCsv(ResultSet rs, BufferedWriter writer) throws SQLException, IOException {
        ResultSetMetaData meta = rs.getMetaData();
        int columns = meta.getColumnCount();
        for (int i = 1; i <= columns; i++) {
            if (i > 1) {
                writer.write(',');
            }
            writer.write(escape(meta.getColumnLabel(i)));
        }
        writer.newLine();

        int rows = 0;
        while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
                if (i > 1) {
                    writer.write(',');
                }
                Object value = rs.getObject(i);
                writer.write(value == null ? "" : escape(value.toString()));
            }
            writer.newLine();
            rows++;
        }
        return rows;
    }

    static String escape(String value) {
        boolean needsQuotes = value.contains(",") || value.contains("\"") || value.contains("\n");
        String escaped = value.replace("\"", "\"\"");
        return needsQuotes ? "\"" + escaped + "\"" : escaped;
    }
}
