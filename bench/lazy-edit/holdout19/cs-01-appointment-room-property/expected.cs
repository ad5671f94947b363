using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;

namespace Contoso.Scheduling.Models
{
    public class Appointment
    {
        public Guid Id { get; set; } = Guid.NewGuid();

        [Required]
        [MaxLength(200)]
        public string Title { get; set; } = string.Empty;

        [MaxLength(2000)]
        public string? Notes { get; set; }

        public DateTimeOffset StartsAt { get; set; }

        public DateTimeOffset EndsAt { get; set; }

        public Guid ClinicianId { get; set; }

        public Guid PatientId { get; set; }

        public Guid? RoomId { get; set; }

        public AppointmentStatus Status { get; set; } = AppointmentStatus.Scheduled;

        public List<Reminder> Reminders { get; set; } = new();

        public TimeSpan Duration => EndsAt - StartsAt;

        public bool Overlaps(Appointment other)
        {
            var sharesResource = other.ClinicianId == ClinicianId
                || other.PatientId == PatientId
                || (RoomId.HasValue && other.RoomId == RoomId);
            if (!sharesResource)
            {
                return false;
            }

            return StartsAt < other.EndsAt && other.StartsAt < EndsAt;
        }

        public void Cancel(string reason)
        {
            if (Status == AppointmentStatus.Completed)
            {
                throw new InvalidOperationException("A completed appointment cannot be cancelled.");
            }

            Status = AppointmentStatus.Cancelled;
            Notes = string.IsNullOrWhiteSpace(Notes) ? reason : $"{Notes}\nCancelled: {reason}";
        }
    }

    public enum AppointmentStatus
    {
        Scheduled,
        CheckedIn,
        Completed,
        Cancelled,
        NoShow,
    }
}
