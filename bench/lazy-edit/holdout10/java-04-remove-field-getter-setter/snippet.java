// ... existing code ...
    private String email;
    private String phoneNumber;
    private LocalDate birthDate;

// ... existing code ...

    public void setEmail(String email) {
        this.email = email;
    }

    public String getPhoneNumber() {
        return phoneNumber;
    }

// ... existing code ...
        return Objects.equals(id, that.id)
                && Objects.equals(email, that.email)
                && Objects.equals(phoneNumber, that.phoneNumber);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, email, phoneNumber);
    }
}
