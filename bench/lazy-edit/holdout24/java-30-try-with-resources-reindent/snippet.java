// ... existing code ...
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
// ... existing code ...
