// ... existing code ...
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
// ... existing code ...
