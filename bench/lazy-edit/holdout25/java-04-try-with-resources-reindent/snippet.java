// ... existing code ...
        int rows = 0;

        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(QUERY)) {
            statement.setObject(1, from);
            statement.setObject(2, to);
            try (ResultSet rs = statement.executeQuery();
                 BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
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
            }
        }

        LOG.info("exported " + rows + " rows for " + month);
// ... existing code ...
