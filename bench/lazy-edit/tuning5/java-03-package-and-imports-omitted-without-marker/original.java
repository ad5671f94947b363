package com.example.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class LineCounter {

    private final boolean skipBlank;

    public LineCounter(boolean skipBlank) {
        this.skipBlank = skipBlank;
    }

    public long count(Path file) throws IOException {
        try (var lines = Files.lines(file)) {
            return lines.filter(line -> !skipBlank || !line.isBlank()).count();
        }
    }

    public List<String> report(List<Path> files) throws IOException {
        List<String> out = new ArrayList<>();
        long total = 0;
        for (Path file : files) {
            long n = count(file);
            total += n;
            out.add(String.format("%8d %s", n, file));
        }
        out.add(String.format("%8d total", total));
        return out;
    }

    public static void main(String[] args) throws IOException {
        boolean skipBlank = false;
        List<Path> files = new ArrayList<>();
        for (String arg : args) {
            if (arg.equals("--skip-blank")) {
                skipBlank = true;
            } else {
                files.add(Path.of(arg));
            }
        }
        for (String line : new LineCounter(skipBlank).report(files)) {
            System.out.println(line);
        }
    }
}
