public class Loader {
    public String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            log.warn("cannot read {}", p, e);
            return "";
        }
    }
    // ... existing code ...
}
