// ... existing code ...
    @Column(name = "company_name")
    private String companyName;

    @Column(name = "vat_number", length = 32)
    private String vatNumber;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    // ... existing code ...

    public void setCompanyName(String companyName) {
        this.companyName = companyName;
    }

    public String getVatNumber() {
        return vatNumber;
    }

    public void setVatNumber(String vatNumber) {
        this.vatNumber = vatNumber;
    }

    public Instant getCreatedAt() {
    // ... rest of the class ...
