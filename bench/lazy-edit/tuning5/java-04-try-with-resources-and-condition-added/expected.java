package com.example.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public final class CsvExporter {

    private final char separator;

    public CsvExporter(char separator) {
        this.separator = separator;
    }

    public void export(Path target, List<String> header, List<List<String>> rows) throws IOException {
        try (BufferedWriter writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            writeRow(writer, header);
            for (List<String> row : rows) {
                writeRow(writer, row);
            }
        }
    }

    private void writeRow(BufferedWriter writer, List<String> cells) throws IOException {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                writer.write(separator);
            }
            writer.write(escape(cells.get(i)));
        }
        writer.newLine();
    }

    private String escape(String cell) {
        boolean needsQuotes = cell.indexOf(separator) >= 0
                || cell.indexOf('"') >= 0
                || cell.indexOf('\n') >= 0
                || cell.indexOf('\r') >= 0;
        if (!needsQuotes) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }
}
