package com.acme.reports.export;

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

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class CsvExporter {

    private static final Logger log = LoggerFactory.getLogger(CsvExporter.class);
    private static final char SEPARATOR = ';';

    private final DataSource dataSource;

    public CsvExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public long exportOrders(LocalDate from, LocalDate to, Path target) throws IOException, SQLException {
        String sql = "SELECT o.id, o.number, c.email, o.total, o.created_at "
                + "FROM orders o JOIN customers c ON c.id = o.customer_id "
                + "WHERE o.created_at >= ? AND o.created_at < ? ORDER BY o.created_at";

        long rows = 0;
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, from);
            statement.setObject(2, to.plusDays(1));
            statement.setFetchSize(500);
            try (ResultSet rs = statement.executeQuery();
                 BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                writeHeader(writer, rs.getMetaData());
                while (rs.next()) {
                    writeRow(writer, rs);
                    rows++;
                }
            }
        }
        log.info("exported {} orders to {}", rows, target);
        return rows;
    }

    private void writeHeader(BufferedWriter writer, ResultSetMetaData meta) throws IOException, SQLException {
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            if (i > 1) {
                writer.write(SEPARATOR);
            }
            writer.write(escape(meta.getColumnLabel(i)));
        }
        writer.newLine();
    }

    private void writeRow(BufferedWriter writer, ResultSet rs) throws IOException, SQLException {
        int columns = rs.getMetaData().getColumnCount();
        for (int i = 1; i <= columns; i++) {
            if (i > 1) {
                writer.write(SEPARATOR);
            }
            Object value = rs.getObject(i);
            writer.write(value == null ? "" : escape(value.toString()));
        }
        writer.newLine();
    }

    static String escape(String value) {
        boolean needsQuotes = value.indexOf(SEPARATOR) >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0;
        if (!needsQuotes) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
