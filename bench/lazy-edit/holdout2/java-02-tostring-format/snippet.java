// ... existing code ...
    @Override
    public String toString() {
        return String.format("%.1f C", celsius);
    }
}
