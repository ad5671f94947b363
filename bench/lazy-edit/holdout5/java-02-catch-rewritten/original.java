public class Loader {
    public String read(Path p) {
        try {
            return Files.readString(p);
        } catch (Exception e) {
            return "";
        }
    }

    public void write(Path p, String s) throws IOException {
        Files.writeString(p, s);
    }
}
