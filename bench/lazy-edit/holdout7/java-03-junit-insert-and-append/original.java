package com.acme.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CsvLineParserTest {

    private CsvLineParser parser;

    @BeforeEach
    void setUp() {
        parser = new CsvLineParser(',');
    }

    @Test
    void splitsSimpleFields() {
        assertEquals(List.of("a", "b", "c"), parser.parse("a,b,c"));
    }

    @Test
    void keepsEmptyFields() {
        assertEquals(List.of("a", "", "c"), parser.parse("a,,c"));
    }

    @Test
    void handlesQuotedCommas() {
        assertEquals(List.of("x", "hello, world"), parser.parse("x,\"hello, world\""));
    }

    @Test
    void rejectsUnterminatedQuote() {
        assertThrows(IllegalArgumentException.class, () -> parser.parse("\"oops"));
    }

    @Test
    void emptyLineYieldsSingleEmptyField() {
        List<String> fields = parser.parse("");
        assertEquals(1, fields.size());
        assertTrue(fields.get(0).isEmpty());
    }
}
