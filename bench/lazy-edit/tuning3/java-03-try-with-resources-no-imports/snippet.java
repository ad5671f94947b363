public class ArchiveWriter {
    // ... existing code ...

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

    // ... existing code ...
}
