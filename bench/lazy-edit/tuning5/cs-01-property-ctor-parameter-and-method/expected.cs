using System;
using System.Collections.Generic;

namespace Shop.Domain;

public sealed class Customer
{
    public Guid Id { get; }
    public string Email { get; private set; }
    public string DisplayName { get; private set; }
    public string? PhoneNumber { get; private set; }
    public DateTimeOffset CreatedAt { get; }
    private readonly List<Address> _addresses = new();

    public Customer(Guid id, string email, string displayName, DateTimeOffset createdAt, string? phoneNumber = null)
    {
        Id = id;
        Email = email ?? throw new ArgumentNullException(nameof(email));
        DisplayName = displayName ?? throw new ArgumentNullException(nameof(displayName));
        PhoneNumber = phoneNumber;
        CreatedAt = createdAt;
    }

    public IReadOnlyList<Address> Addresses => _addresses;

    public void ChangeEmail(string email)
    {
        if (string.IsNullOrWhiteSpace(email))
        {
            throw new ArgumentException("Email must not be empty.", nameof(email));
        }
        Email = email.Trim();
    }

    public void Rename(string displayName)
    {
        if (string.IsNullOrWhiteSpace(displayName))
        {
            throw new ArgumentException("Display name must not be empty.", nameof(displayName));
        }
        DisplayName = displayName.Trim();
    }

    public void ChangePhoneNumber(string? phoneNumber)
    {
        PhoneNumber = string.IsNullOrWhiteSpace(phoneNumber) ? null : phoneNumber.Trim();
    }

    public void AddAddress(Address address)
    {
        _addresses.Add(address);
    }
}
