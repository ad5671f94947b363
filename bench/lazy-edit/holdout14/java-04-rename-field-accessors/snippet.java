// ... existing code (unchanged) ...

    @Column(name = "zip", length = 10)
    private String postalCode;

// ... existing code (unchanged) ...

    public Address(String street, String city, String postalCode, String country) {
        this.street = street;
        this.city = city;
        this.postalCode = postalCode;
        this.country = country;
    }

// ... existing code (unchanged) ...

    public String getPostalCode() {
        return postalCode;
    }

// ... existing code (unchanged) ...
                && Objects.equals(postalCode, other.postalCode)
// ... existing code (unchanged) ...
        return Objects.hash(street, city, postalCode, country);
// ... existing code (unchanged) ...
        return street + ", " + postalCode + " " + city + ", " + country;
// ... existing code (unchanged) ...
