// ... existing code ...
    public int exportSince(java.sql.Timestamp since, Path target) throws SQLException, IOException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(QUERY)) {
            stmt.setTimestamp(1, since);
            try (ResultSet rs = stmt.executeQuery();
                 BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                int rows = 0;
                out.write("id,customer_email,total_cents,created_at");
                out.newLine();
                while (rs.next()) {
                    out.write(rs.getLong("id") + ","
                            + escape(rs.getString("customer_email")) + ","
                            + rs.getLong("total_cents") + ","
                            + rs.getTimestamp("created_at").toInstant());
                    out.newLine();
                    rows++;
                }
                return rows;
            }
        }
    }

    // ... existing code ...
