public class Loader {
    public String load(Path path) {
        try {
            String text = Files.readString(path);
            return text.strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
