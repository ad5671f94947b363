using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;
using System.ComponentModel.DataAnnotations.Schema;

namespace Northwind.Scheduling.Domain;

/// <summary>
/// A bookable appointment slot for a clinic practitioner.
/// </summary>
[Table("appointments")]
public class Appointment
{
	[Key]
	public Guid Id { get; set; } = Guid.NewGuid();

	[Required]
	public Guid PractitionerId { get; set; }

	public Practitioner? Practitioner { get; set; }

	public Guid? PatientId { get; set; }

	[Required]
	public DateTimeOffset StartsAt { get; set; }

	[Required]
	public DateTimeOffset EndsAt { get; set; }

	[MaxLength(500)]
	public string? Reason { get; set; }

	public AppointmentStatus Status { get; set; } = AppointmentStatus.Open;

	public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

	public DateTimeOffset? CancelledAt { get; set; }

	public ICollection<AppointmentNote> Notes { get; set; } = new List<AppointmentNote>();

	[Timestamp]
	public byte[] RowVersion { get; set; } = Array.Empty<byte>();

	[NotMapped]
	public TimeSpan Duration => EndsAt - StartsAt;

	public bool Overlaps(Appointment other) =>
		PractitionerId == other.PractitionerId &&
		StartsAt < other.EndsAt &&
		other.StartsAt < EndsAt;

	public void Book(Guid patientId, string? reason)
	{
		if (Status != AppointmentStatus.Open)
		{
			throw new InvalidOperationException($"Appointment {Id} is not open (status: {Status}).");
		}

		PatientId = patientId;
		Reason = reason;
		Status = AppointmentStatus.Booked;
	}

	public void Cancel(DateTimeOffset now)
	{
		if (Status == AppointmentStatus.Cancelled)
		{
			return;
		}

		Status = AppointmentStatus.Cancelled;
		CancelledAt = now;
	}
}

public enum AppointmentStatus
{
	Open,
	Booked,
	Cancelled,
	Completed,
}
