// ... existing code ...
    @Column(nullable = false)
    private long priceCents;

    @Column(nullable = false)
    private boolean active = true;

    protected Product() {
    }

    // ... existing code ...

    public void setPriceCents(long priceCents) {
        this.priceCents = priceCents;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }
}
