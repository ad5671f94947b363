// ... existing code ...

    public void setDueDate(LocalDate dueDate) {
        if (dueDate != null && issueDate != null && dueDate.isBefore(issueDate)) {
            throw new IllegalArgumentException("Due date must not be before the issue date");
        }
        this.dueDate = dueDate;
    }

    // ... existing code ...

    public void setCurrency(String currency) {
        Objects.requireNonNull(currency, "currency");
        if (currency.length() != 3) {
            throw new IllegalArgumentException("Currency must be an ISO 4217 code: " + currency);
        }
        this.currency = currency.toUpperCase();
    }

    // ... existing code ...
