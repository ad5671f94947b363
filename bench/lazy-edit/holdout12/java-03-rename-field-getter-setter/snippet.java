// ... existing code ...
    private String email;
    private String phoneNumber;
    private LocalDate birthday;

// ... existing code ...

    public void setEmail(String email) {
        this.email = email;
    }

    public String getPhoneNumber() {
        return phoneNumber;
    }

    public void setPhoneNumber(String phoneNumber) {
        this.phoneNumber = phoneNumber;
    }

    public LocalDate getBirthday() {
// ... existing code ...
        Contact other = (Contact) o;
        return Objects.equals(email, other.email) && Objects.equals(phoneNumber, other.phoneNumber);
    }

    @Override
    public int hashCode() {
        return Objects.hash(email, phoneNumber);
    }
}
