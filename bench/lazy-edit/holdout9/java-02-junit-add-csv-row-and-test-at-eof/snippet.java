// ... existing code ...
    @CsvSource({
        "30s, 30",
        "5m, 300",
        "2h, 7200",
        "1d, 86400",
        "1w, 604800",
    })
// ... existing code ...
    @Test
    @DisplayName("rejects empty input")
    void rejectsEmptyInput() {
        assertThatThrownBy(() -> parser.parse(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty");
    }

    @Test
    @DisplayName("rejects null input")
    void rejectsNullInput() {
        assertThatThrownBy(() -> parser.parse(null))
                .isInstanceOf(NullPointerException.class);
    }
}
