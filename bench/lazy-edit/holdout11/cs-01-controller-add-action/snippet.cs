// ... existing code ...

    [HttpPost]
    [Authorize(Roles = "Librarian")]
    public async Task<ActionResult<BookDto>> Create(CreateBookRequest request, CancellationToken cancellationToken)
    {
        // ... existing code ...
    }

    [HttpPost("{id:guid}/checkout")]
    public async Task<ActionResult<LoanDto>> Checkout(Guid id, CancellationToken cancellationToken)
    {
        var userId = User.FindFirst("sub")?.Value;
        if (userId is null)
        {
            return Unauthorized();
        }

        var result = await _books.CheckoutAsync(id, userId, cancellationToken);
        return result.Status switch
        {
            CheckoutStatus.Success => Ok(result.Loan),
            CheckoutStatus.NotFound => NotFound(),
            CheckoutStatus.Unavailable => Conflict(new { error = "Book is already checked out" }),
            _ => StatusCode(StatusCodes.Status500InternalServerError),
        };
    }

// ... existing code ...
