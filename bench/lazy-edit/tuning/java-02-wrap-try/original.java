public class Loader {
    public String load(Path path) {
        String text = Files.readString(path);
        return text.strip();
    }
}
