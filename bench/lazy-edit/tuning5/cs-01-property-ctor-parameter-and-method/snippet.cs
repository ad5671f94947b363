// ... existing code ...
    public string DisplayName { get; private set; }
    public string? PhoneNumber { get; private set; }
    public DateTimeOffset CreatedAt { get; }
    // ... existing code ...

    public Customer(Guid id, string email, string displayName, DateTimeOffset createdAt, string? phoneNumber = null)
    {
        Id = id;
        Email = email ?? throw new ArgumentNullException(nameof(email));
        DisplayName = displayName ?? throw new ArgumentNullException(nameof(displayName));
        PhoneNumber = phoneNumber;
        CreatedAt = createdAt;
    }

    // ... existing code ...
        DisplayName = displayName.Trim();
    }

    public void ChangePhoneNumber(string? phoneNumber)
    {
        PhoneNumber = string.IsNullOrWhiteSpace(phoneNumber) ? null : phoneNumber.Trim();
    }

    // ... existing code ...
