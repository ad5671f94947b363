// ... existing code ...
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
// ... existing code ...
