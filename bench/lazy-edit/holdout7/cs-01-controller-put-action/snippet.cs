// ... existing code ...
    [HttpGet]
    public async Task<ActionResult<IEnumerable<BookDto>>> GetAll([FromQuery] string? author, [FromQuery] int page = 1)
    {
        var books = await _books.SearchAsync(author, page);
        return Ok(books);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<BookDto>> GetById(int id)
    {
        // ... existing code ...
    }

    [HttpPut("{id:int}")]
    [Authorize(Roles = "Librarian")]
    public async Task<IActionResult> Update(int id, UpdateBookRequest request)
    {
        var updated = await _books.UpdateAsync(id, request);
        return updated ? NoContent() : NotFound();
    }

    // ... existing code ...
