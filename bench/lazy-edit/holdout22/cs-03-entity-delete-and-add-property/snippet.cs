// ... existing code ...
	[Required]
	public DateTimeOffset EndsAt { get; set; }

	[MaxLength(500)]
	public string? Reason { get; set; }

	public AppointmentStatus Status { get; set; } = AppointmentStatus.Open;
	// ... existing code ...
	public ICollection<AppointmentNote> Notes { get; set; } = new List<AppointmentNote>();

	[Timestamp]
	public byte[] RowVersion { get; set; } = Array.Empty<byte>();

	[NotMapped]
	// ... existing code ...
