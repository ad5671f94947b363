package com.acme.reports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.logging.Logger;

public class CsvReportWriter {
    private static final Logger LOG = Logger.getLogger(CsvReportWriter.class.getName());
    private static final String HEADER = "date,region,orders,revenue";

    private final Path outputDir;

    public CsvReportWriter(Path outputDir) {
        this.outputDir = outputDir;
    }

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

    static String escape(String value) {
        if (value.contains(",") || value.contains("\"")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
