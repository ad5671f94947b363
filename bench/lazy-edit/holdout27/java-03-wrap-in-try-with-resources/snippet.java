// ... existing code ...

    public int export(LocalDate month, Path target) throws IOException, SQLException {
        LocalDate from = month.withDayOfMonth(1);
        LocalDate to = from.plusMonths(1);
        int rows = 0;

        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(QUERY)) {
            stmt.setObject(1, from);
            stmt.setObject(2, to);
            try (ResultSet rs = stmt.executeQuery();
                 BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
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
            }
        }

        final int exported = rows;
        LOG.info(() -> "exported " + exported + " rows for " + from + " to " + target);
        return rows;
    }
}
