// ... existing code ...

    public Appointment(Guid id, Guid patientId, Guid providerId, DateTimeOffset start, TimeSpan duration, string? location = null)
    {
        // ... existing code ...
        Duration = duration;
        Location = location;
        Status = AppointmentStatus.Scheduled;
    }

    public Guid Id { get; }
    public Guid PatientId { get; }
    public Guid ProviderId { get; }
    public DateTimeOffset Start { get; private set; }
    public TimeSpan Duration { get; private set; }
    public string? Location { get; private set; }
    public AppointmentStatus Status { get; private set; }
    // ... existing code ...
