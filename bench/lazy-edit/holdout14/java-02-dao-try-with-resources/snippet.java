    // ... existing code ...

    public List<DailyTotal> dailyTotals(LocalDate from, LocalDate to) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement stmt = conn.prepareStatement(DAILY_TOTALS_SQL)) {
            stmt.setObject(1, from);
            stmt.setObject(2, to);
            try (ResultSet rs = stmt.executeQuery()) {
                List<DailyTotal> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(new DailyTotal(
                            rs.getObject("sale_date", LocalDate.class),
                            rs.getString("region"),
                            rs.getBigDecimal("total")));
                }
                return result;
            }
        }
    }

    // ... existing code ...
