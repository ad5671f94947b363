package com.acme.reports.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Minimal RFC 4180 writer used by the nightly report jobs.
 */
public class CsvExporter {

    private final char separator;
    private final boolean includeHeader;

    public CsvExporter(char separator, boolean includeHeader) {
        this.separator = separator;
        this.includeHeader = includeHeader;
    }

    public CsvExporter() {
        this(',', true);
    }

    public void export(List<String> header, List<List<String>> rows, Writer out) throws IOException {
        if (includeHeader) {
            writeRow(header, out);
        }
        for (List<String> row : rows) {
            writeRow(row, out);
        }
        out.flush();
    }

    public void export(List<String> header, List<List<String>> rows, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        export(header, rows, writer);
    }

    public void export(List<String> header, List<List<String>> rows, Path target) throws IOException {
        try (Writer writer = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            export(header, rows, writer);
        }
    }

    private void writeRow(List<String> values, Writer out) throws IOException {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.write(separator);
            }
            out.write(escape(values.get(i)));
        }
        out.write("\r\n");
    }

    String escape(String value) {
        if (value == null) {
            return "";
        }
        boolean needsQuotes = value.indexOf(separator) >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0;
        if (!needsQuotes) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
