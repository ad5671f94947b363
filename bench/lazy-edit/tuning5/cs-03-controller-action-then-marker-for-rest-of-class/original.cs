using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Api.Controllers;

[ApiController]
[Route("api/[controller]")]
public class TicketsController : ControllerBase
{
    private readonly ITicketService _tickets;

    public TicketsController(ITicketService tickets)
    {
        _tickets = tickets;
    }

    [HttpGet]
    public async Task<ActionResult<IEnumerable<TicketDto>>> List([FromQuery] TicketStatus? status)
    {
        var items = await _tickets.ListAsync(status);
        return Ok(items);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<TicketDto>> Get(int id)
    {
        var ticket = await _tickets.FindAsync(id);
        return ticket is null ? NotFound() : Ok(ticket);
    }

    [HttpPost]
    [Authorize]
    public async Task<ActionResult<TicketDto>> Create(CreateTicketRequest request)
    {
        var ticket = await _tickets.CreateAsync(request, User.Identity!.Name!);
        return CreatedAtAction(nameof(Get), new { id = ticket.Id }, ticket);
    }

    [HttpDelete("{id:int}")]
    [Authorize(Roles = "Admin")]
    public async Task<IActionResult> Delete(int id)
    {
        var removed = await _tickets.DeleteAsync(id);
        return removed ? NoContent() : NotFound();
    }
}
