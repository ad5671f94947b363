using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Fabrikam.Clinic.Data;
using Fabrikam.Clinic.Models;

namespace Fabrikam.Clinic.Controllers
{
    [ApiController]
    [Route("api/[controller]")]
    [Authorize]
    public class AppointmentsController : ControllerBase
    {
        private readonly ClinicDbContext _db;

        public AppointmentsController(ClinicDbContext db)
        {
            _db = db;
        }

        [HttpGet]
        public async Task<ActionResult<IEnumerable<AppointmentDto>>> GetUpcoming([FromQuery] int days = 7)
        {
            var now = DateTime.UtcNow;
            var until = now.AddDays(days);
            var items = await _db.Appointments
                .AsNoTracking()
                .Where(a => a.StartsAt >= now && a.StartsAt < until)
                .OrderBy(a => a.StartsAt)
                .Select(a => AppointmentDto.From(a))
                .ToListAsync();
            return Ok(items);
        }

        [HttpGet("{id:int}")]
        public async Task<ActionResult<AppointmentDto>> Get(int id)
        {
            var appointment = await _db.Appointments.FindAsync(id);
            if (appointment is null)
            {
                return NotFound();
            }
            return AppointmentDto.From(appointment);
        }

        [HttpPost]
        public async Task<ActionResult<AppointmentDto>> Create(CreateAppointmentRequest request, CancellationToken ct)
        {
            var end = request.StartsAt.AddMinutes(request.DurationMinutes);
            var overlaps = await _db.Appointments.AnyAsync(a =>
                a.PractitionerId == request.PractitionerId &&
                a.CancelledAt == null &&
                a.StartsAt < end &&
                request.StartsAt < a.StartsAt + a.Duration, ct);
            if (overlaps)
            {
                return Conflict(new ProblemDetails { Title = "The practitioner already has an appointment at that time." });
            }

            var appointment = new Appointment
            {
                PatientId = request.PatientId,
                PractitionerId = request.PractitionerId,
                StartsAt = request.StartsAt,
                Duration = TimeSpan.FromMinutes(request.DurationMinutes),
                Notes = request.Notes,
            };
            _db.Appointments.Add(appointment);
            await _db.SaveChangesAsync(ct);
            return CreatedAtAction(nameof(Get), new { id = appointment.Id }, AppointmentDto.From(appointment));
        }

        [HttpDelete("{id:int}")]
        public async Task<IActionResult> Cancel(int id)
        {
            var appointment = await _db.Appointments.FindAsync(id);
            if (appointment is null)
            {
                return NotFound();
            }
            appointment.CancelledAt = DateTime.UtcNow;
            await _db.SaveChangesAsync();
            return NoContent();
        }
    }
}
