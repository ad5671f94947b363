using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Scheduling.Domain;

public class Appointment
{
    private readonly List<Reminder> _reminders = new();

    public Appointment(Guid id, Guid patientId, Guid providerId, DateTimeOffset start, TimeSpan duration, string? location = null)
    {
        if (duration <= TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(duration), "Duration must be positive.");
        }

        Id = id;
        PatientId = patientId;
        ProviderId = providerId;
        Start = start;
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
    public DateTimeOffset End => Start + Duration;
    public IReadOnlyList<Reminder> Reminders => _reminders;

    public bool Overlaps(Appointment other) =>
        ProviderId == other.ProviderId && Start < other.End && other.Start < End;

    public void Reschedule(DateTimeOffset newStart)
    {
        if (Status is AppointmentStatus.Cancelled or AppointmentStatus.Completed)
        {
            throw new InvalidOperationException($"Cannot reschedule a {Status} appointment.");
        }

        Start = newStart;
        foreach (var reminder in _reminders)
        {
            reminder.Reset();
        }
    }

    public void Cancel()
    {
        if (Status == AppointmentStatus.Completed)
        {
            throw new InvalidOperationException("Cannot cancel a completed appointment.");
        }

        Status = AppointmentStatus.Cancelled;
    }

    public void AddReminder(TimeSpan before)
    {
        if (_reminders.Any(r => r.Before == before))
        {
            return;
        }

        _reminders.Add(new Reminder(before));
    }
}
