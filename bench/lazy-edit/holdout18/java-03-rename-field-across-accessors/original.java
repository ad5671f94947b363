package com.acme.crm.model;

import java.util.Objects;

public final class Address {

    private String street;
    private String city;
    private String zip;
    private String country;

    public Address() {
    }

    public Address(String street, String city, String zip, String country) {
        this.street = street;
        this.city = city;
        this.zip = zip;
        this.country = country;
    }

    public String getStreet() {
        return street;
    }

    public void setStreet(String street) {
        this.street = street;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getZip() {
        return zip;
    }

    public void setZip(String zip) {
        this.zip = zip;
    }

    public String getCountry() {
        return country;
    }

    public void setCountry(String country) {
        this.country = country;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Address other)) {
            return false;
        }
        return Objects.equals(street, other.street)
                && Objects.equals(city, other.city)
                && Objects.equals(zip, other.zip)
                && Objects.equals(country, other.country);
    }

    @Override
    public int hashCode() {
        return Objects.hash(street, city, zip, country);
    }

    @Override
    public String toString() {
        return "Address{street='" + street + "', city='" + city + "', zip='" + zip
                + "', country='" + country + "'}";
    }
}
