package com.acme.billing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class InvoiceCalculatorTest {

    private InvoiceCalculator calculator;

    @BeforeEach
    void setUp() {
        calculator = new InvoiceCalculator(new BigDecimal("0.20"));
    }

    @Test
    void calculatesTotalWithTax() {
        Invoice invoice = Invoice.builder()
                .line("Consulting", new BigDecimal("100.00"), 3)
                .issuedOn(LocalDate.of(2024, 3, 1))
                .build();

        assertThat(calculator.total(invoice)).isEqualByComparingTo("360.00");
    }

    @Test
    void appliesPercentageDiscountBeforeTax() {
        Invoice invoice = Invoice.builder()
                .line("Consulting", new BigDecimal("100.00"), 3)
                .discountPercent(15)
                .issuedOn(LocalDate.of(2024, 3, 1))
                .build();

        assertThat(calculator.total(invoice)).isEqualByComparingTo("306.00");
    }

    @Test
    void zeroLinesGiveZeroTotal() {
        Invoice invoice = Invoice.builder()
                .issuedOn(LocalDate.of(2024, 3, 1))
                .build();

        assertThat(calculator.total(invoice)).isEqualByComparingTo("0.00");
    }

    @Test
    void rejectsNegativeQuantities() {
        assertThatThrownBy(() -> Invoice.builder()
                .line("Consulting", new BigDecimal("100.00"), -1)
                .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quantity");
    }
}
