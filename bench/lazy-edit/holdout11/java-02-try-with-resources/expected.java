package com.acme.reports.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

public class SalesCsvReader {

    private static final Logger LOG = Logger.getLogger(SalesCsvReader.class.getName());
    private static final String HEADER = "date,region,product,units,revenue";

    private final char delimiter;

    public SalesCsvReader() {
        this(',');
    }

    public SalesCsvReader(char delimiter) {
        this.delimiter = delimiter;
    }

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

    SaleRecord parseLine(String line) {
        String[] parts = line.split(java.util.regex.Pattern.quote(String.valueOf(delimiter)), -1);
        if (parts.length != 5) {
            throw new IllegalArgumentException("expected 5 columns but found " + parts.length);
        }
        return new SaleRecord(
                java.time.LocalDate.parse(parts[0].trim()),
                parts[1].trim(),
                parts[2].trim(),
                Integer.parseInt(parts[3].trim()),
                new java.math.BigDecimal(parts[4].trim()));
    }
}
