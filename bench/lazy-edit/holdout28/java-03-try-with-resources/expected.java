package com.acme.reports.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class SalesCsvExporter {

    private static final Logger LOG = LoggerFactory.getLogger(SalesCsvExporter.class);

    private static final String SQL =
            "SELECT region, product_code, SUM(quantity) AS units, SUM(amount) AS revenue "
                    + "FROM sales WHERE sale_date BETWEEN ? AND ? "
                    + "GROUP BY region, product_code ORDER BY region, product_code";

    private final DataSource dataSource;

    public SalesCsvExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int export(LocalDate from, LocalDate to, Path target) throws SQLException, IOException {
        int rows = 0;
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(SQL)) {
            statement.setObject(1, from);
            statement.setObject(2, to);
            try (ResultSet rs = statement.executeQuery();
                    BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                writeLine(writer, "region,product_code,units,revenue");
                while (rs.next()) {
                    writeLine(writer, String.join(",",
                            escape(rs.getString("region")),
                            escape(rs.getString("product_code")),
                            Long.toString(rs.getLong("units")),
                            rs.getBigDecimal("revenue").toPlainString()));
                    rows++;
                }
            }
        }

        LOG.info("Exported {} rows for {}..{} to {}", rows, from, to, target);
        return rows;
    }

    private static void writeLine(BufferedWriter writer, String line) {
        try {
            writer.write(line);
            writer.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
