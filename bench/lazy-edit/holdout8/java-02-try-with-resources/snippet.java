// ... existing code ...
    public Path write(LocalDate day, List<RegionTotals> rows) throws IOException {
        Path target = outputDir.resolve("sales-" + day + ".csv");
        Files.createDirectories(outputDir);
        try (BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            writer.write(HEADER);
            writer.newLine();
            for (RegionTotals row : rows) {
                writer.write(String.join(",",
                        day.toString(),
                        escape(row.region()),
                        Long.toString(row.orders()),
                        row.revenue().toPlainString()));
                writer.newLine();
            }
        }
        LOG.info(() -> "wrote " + rows.size() + " rows to " + target);
        return target;
    }
// ... existing code ...
