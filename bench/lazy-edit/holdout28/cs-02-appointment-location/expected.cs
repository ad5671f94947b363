using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Scheduling.Domain;

/// <summary>
/// A bookable appointment slot for a single practitioner.
/// </summary>
public sealed class Appointment
{
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

    public Guid Id { get; }

    public Guid PractitionerId { get; }

    public DateTimeOffset Start { get; private set; }

    public TimeSpan Duration { get; private set; }

    public DateTimeOffset End => Start + Duration;

    public string Location { get; private set; }

    public AppointmentStatus Status { get; private set; }

    public Guid? PatientId { get; private set; }

    public IReadOnlyList<string> Notes => _notes;

    public void Book(Guid patientId)
    {
        if (Status != AppointmentStatus.Open)
        {
            throw new InvalidOperationException($"Cannot book an appointment that is {Status}.");
        }

        PatientId = patientId;
        Status = AppointmentStatus.Booked;
    }

    public void Cancel(string reason)
    {
        if (Status == AppointmentStatus.Cancelled)
        {
            return;
        }

        _notes.Add($"Cancelled: {reason}");
        Status = AppointmentStatus.Cancelled;
    }

    public void Reschedule(DateTimeOffset newStart, string? newLocation = null)
    {
        if (Status == AppointmentStatus.Cancelled)
        {
            throw new InvalidOperationException("Cannot reschedule a cancelled appointment.");
        }

        _notes.Add($"Rescheduled from {Start:u} to {newStart:u}");
        Start = newStart;
        if (newLocation is not null)
        {
            Location = newLocation.Trim();
        }
    }

    public bool Overlaps(Appointment other) =>
        other.PractitionerId == PractitionerId && other.Start < End && Start < other.End;
}

public enum AppointmentStatus
{
    Open,
    Booked,
    Cancelled,
}
