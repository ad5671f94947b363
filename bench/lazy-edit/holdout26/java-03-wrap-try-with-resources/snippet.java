// ... existing code ...

    public List<DailyTotal> findRange(LocalDate from, LocalDate to) throws SQLException {
        List<DailyTotal> totals = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(SELECT_RANGE)) {
            statement.setDate(1, Date.valueOf(from));
            statement.setDate(2, Date.valueOf(to));
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    totals.add(new DailyTotal(
                            rs.getDate("day").toLocalDate(),
                            rs.getString("region"),
                            rs.getLong("total")));
                }
            }
        }
        log.debug("loaded {} daily totals between {} and {}", totals.size(), from, to);
        return totals;
    }

    // ... existing code ...
}
