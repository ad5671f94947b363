// ... existing code ...

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

    // ... existing code ...
