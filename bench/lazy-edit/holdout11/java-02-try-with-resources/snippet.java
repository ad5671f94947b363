// ... existing code ...
    public List<SaleRecord> read(Path file) throws IOException {
        List<SaleRecord> records = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null || !header.trim().equalsIgnoreCase(HEADER)) {
                throw new IOException("Unexpected header in " + file + ": " + header);
            }
            String line;
            int lineNumber = 1;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    records.add(parseLine(line));
                } catch (IllegalArgumentException e) {
                    LOG.warning("Skipping line " + lineNumber + " of " + file + ": " + e.getMessage());
                }
            }
        }
        return records;
    }
// ... existing code ...
