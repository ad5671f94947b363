// ... existing code ...
    [ApiController]
    [Route("api/[controller]")]
    [Authorize(Policy = "Patients")]
    public class AppointmentsController : ControllerBase
    {
        // ... existing code ...
            var dto = AppointmentDto.FromModel(result.Value!);
            return CreatedAtAction(nameof(GetById), new { id = dto.Id }, dto);
        }

        [HttpPost("{id:guid}/cancel")]
        public async Task<IActionResult> Cancel(Guid id, CancellationToken cancellationToken)
        {
            var cancelled = await _appointments.CancelAsync(id, User.Identity!.Name!, cancellationToken);
            if (!cancelled)
            {
                return NotFound();
            }

            return NoContent();
        }
    }
}
