// ... existing code ...
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
// ... existing code ...
