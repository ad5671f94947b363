// ... existing code ...
    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "vat_number", length = 32, unique = true)
    private String vatNumber;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt = Instant.now();
// ... existing code ...
    public void setVatNumber(String vatNumber) {
        this.vatNumber = vatNumber;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Set<Contact> getContacts() {
// ... existing code ...
