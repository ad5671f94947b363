// ... existing code ...
    private String email;
    private String phone;
    private String company;
// ... existing code ...
    public void setEmail(String email) {
        this.email = email;
    }

    public String getPhone() {
        return phone;
    }

    public void setPhone(String phone) {
        this.phone = phone;
    }

    // ... other getters and setters ...

    @Override
    public String toString() {
        return "Contact{id=" + id + ", name='" + getFullName() + "', email='" + email
                + "', phone='" + phone + "'}";
    }
}
