using System.ComponentModel.DataAnnotations;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Acme.Library.Application.Books;

namespace Acme.Library.Api.Controllers;

[ApiController]
[Route("api/[controller]")]
[Authorize]
public class BooksController : ControllerBase
{
    private readonly IBookService _books;
    private readonly ILogger<BooksController> _logger;

    public BooksController(IBookService books, ILogger<BooksController> logger)
    {
        _books = books;
        _logger = logger;
    }

    [HttpGet]
    [AllowAnonymous]
    public async Task<ActionResult<IReadOnlyList<BookDto>>> GetAll(
        [FromQuery] string? author,
        [FromQuery, Range(1, 100)] int pageSize = 20,
        CancellationToken cancellationToken = default)
    {
        var books = await _books.SearchAsync(author, pageSize, cancellationToken);
        return Ok(books);
    }

    [HttpGet("{id:guid}")]
    [AllowAnonymous]
    public async Task<ActionResult<BookDto>> GetById(Guid id, CancellationToken cancellationToken)
    {
        var book = await _books.GetAsync(id, cancellationToken);
        if (book is null)
        {
            return NotFound();
        }
        return Ok(book);
    }

    [HttpPost]
    [Authorize(Roles = "Librarian")]
    public async Task<ActionResult<BookDto>> Create(CreateBookRequest request, CancellationToken cancellationToken)
    {
        var book = await _books.CreateAsync(request, cancellationToken);
        _logger.LogInformation("Book {BookId} created by {User}", book.Id, User.Identity?.Name);
        return CreatedAtAction(nameof(GetById), new { id = book.Id }, book);
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

    [HttpDelete("{id:guid}")]
    [Authorize(Roles = "Librarian")]
    public async Task<IActionResult> Delete(Guid id, CancellationToken cancellationToken)
    {
        var deleted = await _books.DeleteAsync(id, cancellationToken);
        return deleted ? NoContent() : NotFound();
    }
}
