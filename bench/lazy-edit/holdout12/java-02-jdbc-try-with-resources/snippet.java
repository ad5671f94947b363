// ... existing code ...

    public List<MonthlyTotal> monthlyTotalsSince(YearMonth since) throws SQLException {
        try (Connection conn = dataSource.getConnection();
                PreparedStatement stmt = conn.prepareStatement(MONTHLY_TOTALS_SQL)) {
            stmt.setObject(1, since.atDay(1));
            try (ResultSet rs = stmt.executeQuery()) {
                List<MonthlyTotal> totals = new ArrayList<>();
                while (rs.next()) {
                    YearMonth month = YearMonth.from(rs.getDate("month").toLocalDate());
                    totals.add(new MonthlyTotal(month, rs.getLong("total")));
                }
                return totals;
            }
        }
    }

    // ... existing code ...
}
