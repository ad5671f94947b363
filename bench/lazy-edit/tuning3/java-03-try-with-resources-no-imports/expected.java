package dev.grove.archive;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

public class ArchiveWriter {
    private static final int BUFFER_SIZE = 64 * 1024;

    private final Path root;

    public ArchiveWriter(Path root) {
        this.root = root;
    }

    public void writeZip(Iterable<Path> files, OutputStream target) throws IOException {
        ZipOutputStream zip = new ZipOutputStream(target);
        byte[] buffer = new byte[BUFFER_SIZE];
        for (Path file : files) {
            String name = root.relativize(file).toString().replace('\\', '/');
            zip.putNextEntry(new ZipEntry(name));
            try (InputStream in = Files.newInputStream(file)) {
                int read;
                while ((read = in.read(buffer)) != -1) {
                    zip.write(buffer, 0, read);
                }
            }
            zip.closeEntry();
        }
        zip.finish();
    }

    public long totalSize(Iterable<Path> files) throws IOException {
        long total = 0;
        for (Path file : files) {
            total += Files.size(file);
        }
        return total;
    }
}
