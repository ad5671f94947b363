    // ...existing code...

    [Authorize(Roles = "Editor")]
    [HttpPut("{id:guid}")]
    public async Task<IActionResult> Update(Guid id, [FromBody] UpdatePostRequest request)
    {
        // ...existing code...
    }

    [Authorize(Roles = "Editor")]
    [HttpPost("{id:guid}/publish")]
    public async Task<IActionResult> Publish(Guid id)
    {
        var published = await _posts.PublishAsync(id, HttpContext.RequestAborted);
        if (!published)
        {
            return NotFound();
        }
        return NoContent();
    }

    // ...existing code...
