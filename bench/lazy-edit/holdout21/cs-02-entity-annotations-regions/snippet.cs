// ... existing code ...
    #region Contact

    [Required, MaxLength(200)]
    public string GuestName { get; set; } = string.Empty;

    [EmailAddress, MaxLength(320)]
    public string? GuestEmail { get; set; }

    [Phone, MaxLength(32)]
    public string? GuestPhone { get; set; }

    [MaxLength(500)]
    public string? SpecialRequests { get; set; }

    #endregion

    // ... existing code ...
    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

    [Timestamp]
    public byte[] RowVersion { get; set; } = Array.Empty<byte>();

    // ... existing code ...
