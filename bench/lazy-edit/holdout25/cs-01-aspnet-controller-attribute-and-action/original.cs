using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Contoso.Scheduling.Application;
using Contoso.Scheduling.Contracts;

namespace Contoso.Scheduling.Api.Controllers
{
    [ApiController]
    [Route("api/[controller]")]
    [Authorize]
    public class AppointmentsController : ControllerBase
    {
        private readonly IAppointmentService _appointments;
        private readonly TimeProvider _clock;

        public AppointmentsController(IAppointmentService appointments, TimeProvider clock)
        {
            _appointments = appointments;
            _clock = clock;
        }

        [HttpGet]
        public async Task<ActionResult<IEnumerable<AppointmentDto>>> GetUpcoming(
            [FromQuery] int days = 7,
            CancellationToken cancellationToken = default)
        {
            if (days is < 1 or > 90)
            {
                return BadRequest("days must be between 1 and 90");
            }

            var from = _clock.GetUtcNow();
            var items = await _appointments.ListAsync(from, from.AddDays(days), cancellationToken);
            return Ok(items.Select(AppointmentDto.FromModel));
        }

        [HttpGet("{id:guid}")]
        public async Task<ActionResult<AppointmentDto>> GetById(Guid id, CancellationToken cancellationToken)
        {
            var appointment = await _appointments.FindAsync(id, cancellationToken);
            if (appointment is null)
            {
                return NotFound();
            }

            return AppointmentDto.FromModel(appointment);
        }

        [HttpPost]
        public async Task<ActionResult<AppointmentDto>> Book(
            [FromBody] BookAppointmentRequest request,
            CancellationToken cancellationToken)
        {
            var result = await _appointments.BookAsync(request.ToCommand(User.Identity!.Name!), cancellationToken);
            if (!result.Succeeded)
            {
                return Conflict(new { error = result.Error });
            }

            var dto = AppointmentDto.FromModel(result.Value!);
            return CreatedAtAction(nameof(GetById), new { id = dto.Id }, dto);
        }
    }
}
