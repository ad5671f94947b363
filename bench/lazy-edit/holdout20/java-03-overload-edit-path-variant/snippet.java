    // ... other methods ...

    public void export(List<String> header, List<List<String>> rows, Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (Writer writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            writer.write('\uFEFF');
            export(header, rows, writer);
        }
    }

    // ... other methods ...
