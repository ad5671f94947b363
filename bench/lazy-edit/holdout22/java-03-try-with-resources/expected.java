package org.example.reports;

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
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Writes one CSV per month with sales totals grouped by region and product.
 */
public class MonthlySalesExporter {

    private static final Logger LOG = Logger.getLogger(MonthlySalesExporter.class.getName());

    private static final String SQL =
            "SELECT region, product_code, SUM(quantity) AS qty, SUM(amount_cents) AS total "
            + "FROM sales WHERE sold_on >= ? AND sold_on < ? "
            + "GROUP BY region, product_code ORDER BY region, product_code";

    private final DataSource dataSource;
    private final Path outputDir;

    public MonthlySalesExporter(DataSource dataSource, Path outputDir) {
        this.dataSource = dataSource;
        this.outputDir = outputDir;
    }

    public Path export(LocalDate month) throws IOException, SQLException {
        LocalDate start = month.withDayOfMonth(1);
        LocalDate end = start.plusMonths(1);
        Path target = outputDir.resolve("sales-" + start.getYear() + "-"
                + String.format("%02d", start.getMonthValue()) + ".csv");

        int rows = 0;
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(SQL)) {
            stmt.setObject(1, start);
            stmt.setObject(2, end);
            try (ResultSet rs = stmt.executeQuery();
                 BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                out.write("region,product_code,quantity,total");
                out.newLine();
                while (rs.next()) {
                    out.write(csv(rs.getString("region")) + "," + csv(rs.getString("product_code"))
                            + "," + rs.getLong("qty") + "," + formatCents(rs.getLong("total")));
                    out.newLine();
                    rows++;
                }
            }
        }

        LOG.info("Exported " + rows + " rows to " + target);
        return target;
    }

    static String csv(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }

    static String formatCents(long cents) {
        return String.format("%d.%02d", cents / 100, Math.abs(cents % 100));
    }
}
