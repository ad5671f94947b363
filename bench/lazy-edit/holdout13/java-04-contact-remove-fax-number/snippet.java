// ... existing code ...

    private String phoneNumber;

    private String company;

// ... existing code ...

    public void setPhoneNumber(String phoneNumber) {
        this.phoneNumber = phoneNumber;
    }

    public String getCompany() {
        return company;
    }

// ... existing code ...
