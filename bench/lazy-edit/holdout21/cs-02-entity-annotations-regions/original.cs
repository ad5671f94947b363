using System;
using System.ComponentModel.DataAnnotations;
using System.ComponentModel.DataAnnotations.Schema;

namespace Fabrikam.Booking.Data.Entities;

/// <summary>
/// A reservation of a single room for a contiguous range of nights.
/// </summary>
[Table("reservations")]
public class Reservation
{
    #region Keys

    [Key]
    public Guid Id { get; set; }

    [Required]
    public Guid RoomId { get; set; }

    public Guid? GuestId { get; set; }

    #endregion

    #region Stay

    [Required]
    public DateOnly CheckIn { get; set; }

    [Required]
    public DateOnly CheckOut { get; set; }

    [Range(1, 8)]
    public int Adults { get; set; } = 1;

    [Range(0, 8)]
    public int Children { get; set; }

    #endregion

    #region Contact

    [MaxLength(200)]
    public string? GuestName { get; set; }

    [EmailAddress, MaxLength(320)]
    public string? GuestEmail { get; set; }

    [Phone, MaxLength(32)]
    public string? GuestPhone { get; set; }

    #endregion

    [Column(TypeName = "decimal(10,2)")]
    public decimal TotalPrice { get; set; }

    [MaxLength(3)]
    public string Currency { get; set; } = "EUR";

    public ReservationStatus Status { get; set; } = ReservationStatus.Pending;

    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

    [NotMapped]
    public int Nights => CheckOut.DayNumber - CheckIn.DayNumber;

    public Room? Room { get; set; }
}
