// ...
    [Required]
    [StringLength(200)]
    public string DisplayName { get; private set; }

// ...

    public Contact(string displayName, string? email = null, string? phone = null)
    {
        if (string.IsNullOrWhiteSpace(displayName))
        {
            throw new ArgumentException("Name must not be empty.", nameof(displayName));
        }

        DisplayName = displayName.Trim();
        Email = email?.Trim().ToLowerInvariant();
        Phone = phone;
    }

    public bool IsArchived => ArchivedAt is not null;

    public void Rename(string displayName)
    {
        if (string.IsNullOrWhiteSpace(displayName))
        {
            throw new ArgumentException("Name must not be empty.", nameof(displayName));
        }
        DisplayName = displayName.Trim();
    }
// ...
        var q = query.Trim();
        return DisplayName.Contains(q, StringComparison.OrdinalIgnoreCase)
// ...
    public override string ToString() => $"{DisplayName} <{Email ?? "no email"}>";
}
