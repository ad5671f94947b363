package com.acme.crm.model;

import java.time.LocalDate;
import java.util.Objects;

/**
 * Immutable view of a customer contact as shown in the CRM sidebar.
 */
public final class Contact {

    private final String id;
    private final String fullName;
    private final String phone;
    private final LocalDate lastContacted;

    private Contact(Builder builder) {
        this.id = Objects.requireNonNull(builder.id, "id");
        this.fullName = Objects.requireNonNull(builder.fullName, "fullName");
        this.phone = builder.phone;
        this.lastContacted = builder.lastContacted;
    }

    public String getId() {
        return id;
    }

    public String getFullName() {
        return fullName;
    }

    public String getPhone() {
        return phone;
    }

    public LocalDate getLastContacted() {
        return lastContacted;
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Contact)) {
            return false;
        }
        Contact other = (Contact) o;
        return id.equals(other.id)
                && fullName.equals(other.fullName)
                && Objects.equals(phone, other.phone)
                && Objects.equals(lastContacted, other.lastContacted);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, fullName, phone, lastContacted);
    }

    @Override
    public String toString() {
        return "Contact{id=" + id + ", fullName=" + fullName + "}";
    }

    public static final class Builder {
        private String id;
        private String fullName;
        private String phone;
        private LocalDate lastContacted;

        private Builder() {
        }

        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public Builder fullName(String fullName) {
            this.fullName = fullName;
            return this;
        }

        public Builder phone(String phone) {
            this.phone = phone;
            return this;
        }

        public Builder lastContacted(LocalDate lastContacted) {
            this.lastContacted = lastContacted;
            return this;
        }

        public Contact build() {
            return new Contact(this);
        }
    }
}
