// ... existing code ...
    public void export(Path target, List<String> header, List<List<String>> rows) throws IOException {
        try (BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            writeRow(writer, header);
            for (List<String> row : rows) {
                writeRow(writer, row);
            }
        }
    }

    // ... existing code ...
    private String escape(String cell) {
        boolean needsQuotes = cell.indexOf(separator) >= 0
                || cell.indexOf('"') >= 0
                || cell.indexOf('\n') >= 0
                || cell.indexOf('\r') >= 0;
        // ... existing code ...
