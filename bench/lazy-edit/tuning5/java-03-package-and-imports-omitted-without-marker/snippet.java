public class LineCounter {

    private final boolean skipBlank;
    private final boolean skipComments;

    public LineCounter(boolean skipBlank, boolean skipComments) {
        this.skipBlank = skipBlank;
        this.skipComments = skipComments;
    }

    public long count(Path file) throws IOException {
        try (var lines = Files.lines(file)) {
            return lines
                    .filter(line -> !skipBlank || !line.isBlank())
                    .filter(line -> !skipComments || !line.strip().startsWith("//"))
                    .count();
        }
    }

    // ... existing code ...

    public static void main(String[] args) throws IOException {
        boolean skipBlank = false;
        boolean skipComments = false;
        List<Path> files = new ArrayList<>();
        for (String arg : args) {
            if (arg.equals("--skip-blank")) {
                skipBlank = true;
            } else if (arg.equals("--skip-comments")) {
                skipComments = true;
            } else {
                files.add(Path.of(arg));
            }
        }
        for (String line : new LineCounter(skipBlank, skipComments).report(files)) {
            System.out.println(line);
        }
    }
}
