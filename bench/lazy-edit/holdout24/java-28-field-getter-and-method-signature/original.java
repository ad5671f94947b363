package com.acme.billing.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

public final class Invoice {

    public enum Status { DRAFT, ISSUED, PAID, VOID }

    private final UUID id;
    private final String customerId;
    private final String currency;
    private final List<InvoiceLine> lines;
    private Status status;
    private Instant issuedAt;

    public Invoice(UUID id, String customerId, String currency) {
        this.id = Objects.requireNonNull(id, "id");
        this.customerId = Objects.requireNonNull(customerId, "customerId");
        this.currency = Objects.requireNonNull(currency, "currency");
        this.lines = new ArrayList<>();
        this.status = Status.DRAFT;
    }

    public UUID getId() {
        return id;
    }

    public String getCustomerId() {
        return customerId;
    }

    public String getCurrency() {
        return currency;
    }

    public List<InvoiceLine> getLines() {
        return Collections.unmodifiableList(lines);
    }

    public Status getStatus() {
        return status;
    }

    public Instant getIssuedAt() {
        return issuedAt;
    }

    public void addLine(InvoiceLine line) {
        requireStatus(Status.DRAFT);
        if (!line.currency().equals(currency)) {
            throw new IllegalArgumentException(
                    "line currency " + line.currency() + " does not match invoice currency " + currency);
        }
        lines.add(line);
    }

    public BigDecimal total() {
        return lines.stream()
                .map(InvoiceLine::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public void issue(Instant now) {
        requireStatus(Status.DRAFT);
        if (lines.isEmpty()) {
            throw new IllegalStateException("cannot issue an empty invoice");
        }
        this.status = Status.ISSUED;
        this.issuedAt = now;
    }

    public void markPaid() {
        requireStatus(Status.ISSUED);
        this.status = Status.PAID;
    }

    private void requireStatus(Status expected) {
        if (status != expected) {
            throw new IllegalStateException("invoice " + id + " is " + status + ", expected " + expected);
        }
    }

    @Override
    public String toString() {
        return "Invoice{id=" + id + ", customer=" + customerId + ", status=" + status + ", total=" + total() + "}";
    }
}
