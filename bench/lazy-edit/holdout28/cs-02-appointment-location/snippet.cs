// ... existing code ...
    private readonly List<string> _notes = new();

    public Appointment(Guid practitionerId, DateTimeOffset start, TimeSpan duration, string location)
    {
        if (duration <= TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(duration), "Duration must be positive.");
        }

        if (string.IsNullOrWhiteSpace(location))
        {
            throw new ArgumentException("Location is required.", nameof(location));
        }

        Id = Guid.NewGuid();
        PractitionerId = practitionerId;
        Start = start;
        Duration = duration;
        Location = location.Trim();
        Status = AppointmentStatus.Open;
    }

    // ... existing code ...

    public DateTimeOffset End => Start + Duration;

    public string Location { get; private set; }

    // ... existing code ...
        Status = AppointmentStatus.Cancelled;
    }

    public void Reschedule(DateTimeOffset newStart, string? newLocation = null)
    {
        // ... existing code ...
        _notes.Add($"Rescheduled from {Start:u} to {newStart:u}");
        Start = newStart;
        if (newLocation is not null)
        {
            Location = newLocation.Trim();
        }
    }
// ... existing code ...
