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

public class MonthlySalesExporter {

    private static final Logger LOG = Logger.getLogger(MonthlySalesExporter.class.getName());

    private static final String QUERY =
            "SELECT region, product_code, SUM(quantity) AS qty, SUM(amount_cents) AS cents "
            + "FROM sales WHERE sold_on >= ? AND sold_on < ? "
            + "GROUP BY region, product_code ORDER BY region, product_code";

    private final DataSource dataSource;

    public MonthlySalesExporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    static String csvEscape(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }

    public int export(LocalDate month, Path target) throws IOException, SQLException {
        LocalDate from = month.withDayOfMonth(1);
        LocalDate to = from.plusMonths(1);
        int rows = 0;

        Connection conn = dataSource.getConnection();
        PreparedStatement stmt = conn.prepareStatement(QUERY);
        stmt.setObject(1, from);
        stmt.setObject(2, to);
        ResultSet rs = stmt.executeQuery();
        BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8);
        out.write("region,product_code,quantity,amount");
        out.newLine();
        while (rs.next()) {
            out.write(csvEscape(rs.getString("region")));
            out.write(',');
            out.write(csvEscape(rs.getString("product_code")));
            out.write(',');
            out.write(Long.toString(rs.getLong("qty")));
            out.write(',');
            out.write(String.format("%d.%02d", rs.getLong("cents") / 100, rs.getLong("cents") % 100));
            out.newLine();
            rows++;
        }

        LOG.info(() -> "exported sales for " + from + " to " + target);
        return rows;
    }
}
