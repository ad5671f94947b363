using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;
using Contoso.Tickets.Application;
using Contoso.Tickets.Contracts;

namespace Contoso.Tickets.Api.Controllers
{
    [ApiController]
    [Route("api/[controller]")]
    [Authorize]
    public class TicketsController : ControllerBase
    {
        private readonly ITicketService _tickets;
        private readonly ILogger<TicketsController> _logger;

        public TicketsController(ITicketService tickets, ILogger<TicketsController> logger)
        {
            _tickets = tickets;
            _logger = logger;
        }

        [HttpGet]
        [ProducesResponseType(typeof(IEnumerable<TicketDto>), StatusCodes.Status200OK)]
        public async Task<ActionResult<IEnumerable<TicketDto>>> GetAll(
            [FromQuery] TicketStatus? status,
            CancellationToken cancellationToken)
        {
            var tickets = await _tickets.ListAsync(status, cancellationToken);
            return Ok(tickets.Select(TicketDto.FromEntity));
        }

        [HttpGet("{id:guid}")]
        [ProducesResponseType(typeof(TicketDto), StatusCodes.Status200OK)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<ActionResult<TicketDto>> GetById(Guid id, CancellationToken cancellationToken)
        {
            var ticket = await _tickets.FindAsync(id, cancellationToken);
            if (ticket is null)
            {
                return NotFound();
            }

            return TicketDto.FromEntity(ticket);
        }

        [HttpPost]
        [ProducesResponseType(typeof(TicketDto), StatusCodes.Status201Created)]
        [ProducesResponseType(StatusCodes.Status400BadRequest)]
        public async Task<ActionResult<TicketDto>> Create(
            [FromBody] CreateTicketRequest request,
            CancellationToken cancellationToken)
        {
            var ticket = await _tickets.CreateAsync(request.Title, request.Description, User.Identity?.Name, cancellationToken);
            _logger.LogInformation("Ticket {TicketId} created by {User}", ticket.Id, User.Identity?.Name);
            return CreatedAtAction(nameof(GetById), new { id = ticket.Id }, TicketDto.FromEntity(ticket));
        }

        [HttpPut("{id:guid}/assignee")]
        [Authorize(Roles = "Agent,Supervisor")]
        [ProducesResponseType(StatusCodes.Status204NoContent)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Assign(
            Guid id,
            [FromBody] AssignTicketRequest request,
            CancellationToken cancellationToken)
        {
            var assigned = await _tickets.AssignAsync(id, request.AgentId, cancellationToken);
            if (!assigned)
            {
                return NotFound();
            }

            _logger.LogInformation("Ticket {TicketId} assigned to {AgentId}", id, request.AgentId);
            return NoContent();
        }

        [HttpPost("{id:guid}/close")]
        [ProducesResponseType(StatusCodes.Status204NoContent)]
        [ProducesResponseType(StatusCodes.Status404NotFound)]
        public async Task<IActionResult> Close(Guid id, CancellationToken cancellationToken)
        {
            var closed = await _tickets.CloseAsync(id, cancellationToken);
            if (!closed)
            {
                return NotFound();
            }

            return NoContent();
        }
    }
}
