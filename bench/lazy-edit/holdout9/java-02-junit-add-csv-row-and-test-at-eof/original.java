package com.acme.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DurationParserTest {

    private final DurationParser parser = new DurationParser();

    @ParameterizedTest
    @CsvSource({
        "30s, 30",
        "5m, 300",
        "2h, 7200",
        "1d, 86400",
    })
    void parsesSingleUnit(String input, long expectedSeconds) {
        assertThat(parser.parse(input)).isEqualTo(Duration.ofSeconds(expectedSeconds));
    }

    @Test
    void parsesCompoundDurations() {
        assertThat(parser.parse("1h30m")).isEqualTo(Duration.ofMinutes(90));
        assertThat(parser.parse("2d4h")).isEqualTo(Duration.ofHours(52));
    }

    @Test
    void ignoresSurroundingWhitespace() {
        assertThat(parser.parse("  15m ")).isEqualTo(Duration.ofMinutes(15));
    }

    @Test
    @DisplayName("rejects unknown units")
    void rejectsUnknownUnits() {
        assertThatThrownBy(() -> parser.parse("10y"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown unit 'y'");
    }

    @Test
    @DisplayName("rejects empty input")
    void rejectsEmptyInput() {
        assertThatThrownBy(() -> parser.parse(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty");
    }
}
