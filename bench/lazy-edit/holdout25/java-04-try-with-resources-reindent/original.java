package org.acme.reports.export;

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

    public int export(LocalDate month, Path target) throws IOException, SQLException {
        LocalDate from = month.withDayOfMonth(1);
        LocalDate to = from.plusMonths(1);
        int rows = 0;

        Connection connection = dataSource.getConnection();
        PreparedStatement statement = connection.prepareStatement(QUERY);
        statement.setObject(1, from);
        statement.setObject(2, to);
        ResultSet rs = statement.executeQuery();
        BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8);
        writer.write("region,product_code,quantity,amount");
        writer.newLine();
        while (rs.next()) {
            writer.write(String.join(",",
                    rs.getString("region"),
                    rs.getString("product_code"),
                    Long.toString(rs.getLong("qty")),
                    formatCents(rs.getLong("cents"))));
            writer.newLine();
            rows++;
        }
        writer.close();
        rs.close();
        statement.close();
        connection.close();

        LOG.info("exported " + rows + " rows for " + month);
        return rows;
    }

    static String formatCents(long cents) {
        long abs = Math.abs(cents);
        return (cents < 0 ? "-" : "") + (abs / 100) + "." + String.format("%02d", abs % 100);
    }
}
