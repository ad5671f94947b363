// ... existing code ...
    private Status status;
    private Instant issuedAt;
    private Instant paidAt;

// ... existing code ...
    public Instant getIssuedAt() {
        return issuedAt;
    }

    public Instant getPaidAt() {
        return paidAt;
    }
// ... existing code ...
    public void markPaid(Instant now) {
        requireStatus(Status.ISSUED);
        this.status = Status.PAID;
        this.paidAt = now;
    }
// ... existing code ...
