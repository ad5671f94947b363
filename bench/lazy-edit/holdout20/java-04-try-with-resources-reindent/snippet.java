// ... existing code ...
    public int insertBatch(List<Event> events) throws SQLException {
        try (Connection conn = dataSource.getConnection()) {
            conn.setAutoCommit(false);
            try (PreparedStatement ps = conn.prepareStatement(INSERT_SQL)) {
                for (Event e : events) {
                    ps.setString(1, e.source());
                    ps.setString(2, e.kind());
                    ps.setString(3, e.payloadJson());
                    ps.setObject(4, Timestamp.from(e.receivedAt()));
                    ps.addBatch();
                }
                int[] counts = ps.executeBatch();
                conn.commit();
                int total = 0;
                for (int c : counts) {
                    total += c;
                }
                return total;
            } catch (SQLException ex) {
                conn.rollback();
                throw ex;
            }
        }
    }

    public List<Event> recent(String source, int limit) throws SQLException {
// ... existing code ...
