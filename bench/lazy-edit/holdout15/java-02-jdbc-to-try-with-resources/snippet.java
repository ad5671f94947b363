// ... existing code ...

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

    // ... existing code ...
