// ... existing code ...
    public EntryDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Entry> findByAccount(long accountId, LocalDate from, LocalDate to) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(SELECT_BY_ACCOUNT)) {
            statement.setLong(1, accountId);
            statement.setObject(2, from);
            statement.setObject(3, to);
            try (ResultSet rs = statement.executeQuery()) {
                List<Entry> entries = new ArrayList<>();
                while (rs.next()) {
                    entries.add(map(rs));
                }
                return entries;
            }
        }
    }

    public long insert(Entry entry) throws SQLException {
// … rest of the file …
