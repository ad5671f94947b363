// ...existing code...
    @Test
    void handlesQuotedCommas() {
        assertEquals(List.of("x", "hello, world"), parser.parse("x,\"hello, world\""));
    }

    @Test
    void unescapesDoubledQuotes() {
        assertEquals(List.of("say \"hi\""), parser.parse("\"say \"\"hi\"\"\""));
    }

    @Test
    void rejectsUnterminatedQuote() {
    // ...existing code...

    @Test
    void supportsCustomDelimiter() {
        CsvLineParser semicolon = new CsvLineParser(';');
        assertEquals(List.of("a", "b,c"), semicolon.parse("a;b,c"));
    }
}
