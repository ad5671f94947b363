// ... existing code ...
    private final String phone;
    private final String email;
    private final LocalDate lastContacted;

    private Contact(Builder builder) {
        // ... existing code ...
        this.phone = builder.phone;
        this.email = builder.email;
        this.lastContacted = builder.lastContacted;
    }

    // ... existing getters ...

    public String getPhone() {
        return phone;
    }

    public String getEmail() {
        return email;
    }

    // ... other methods ...
                && Objects.equals(phone, other.phone)
                && Objects.equals(email, other.email)
                && Objects.equals(lastContacted, other.lastContacted);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, fullName, phone, email, lastContacted);
    }

    // ... existing code ...
        private String phone;
        private String email;
        private LocalDate lastContacted;

        // ... existing code ...

        public Builder phone(String phone) {
            this.phone = phone;
            return this;
        }

        public Builder email(String email) {
            this.email = email;
            return this;
        }

        // ... existing code ...
    }
}
