// ... existing code ...
    [HttpGet("{id:int}")]
    public async Task<ActionResult<TicketDto>> Get(int id)
    {
        var ticket = await _tickets.FindAsync(id);
        return ticket is null ? NotFound() : Ok(ticket);
    }

    [HttpPost("{id:int}/assign")]
    [Authorize(Roles = "Agent,Admin")]
    public async Task<ActionResult<TicketDto>> Assign(int id, AssignTicketRequest request)
    {
        var ticket = await _tickets.AssignAsync(id, request.AssigneeId);
        return ticket is null ? NotFound() : Ok(ticket);
    }

    // ... existing code ...
