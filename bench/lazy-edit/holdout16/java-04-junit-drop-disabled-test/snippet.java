// ... existing code ...
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

// ... existing code ...

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
// ... existing code ...
