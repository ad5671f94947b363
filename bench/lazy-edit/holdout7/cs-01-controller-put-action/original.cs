using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Library.Api.Models;
using Library.Api.Services;

namespace Library.Api.Controllers;

[ApiController]
[Route("api/[controller]")]
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
    public async Task<ActionResult<IEnumerable<BookDto>>> GetAll([FromQuery] string? author)
    {
        var books = await _books.SearchAsync(author);
        return Ok(books);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<BookDto>> GetById(int id)
    {
        var book = await _books.FindAsync(id);
        if (book is null)
        {
            return NotFound();
        }
        return Ok(book);
    }

    [HttpPost]
    [Authorize(Roles = "Librarian")]
    public async Task<ActionResult<BookDto>> Create(CreateBookRequest request)
    {
        var created = await _books.CreateAsync(request);
        _logger.LogInformation("Created book {BookId}", created.Id);
        return CreatedAtAction(nameof(GetById), new { id = created.Id }, created);
    }

    [HttpDelete("{id:int}")]
    [Authorize(Roles = "Librarian")]
    public async Task<IActionResult> Delete(int id)
    {
        var removed = await _books.DeleteAsync(id);
        if (!removed)
        {
            return NotFound();
        }
        _logger.LogInformation("Deleted book {BookId}", id);
        return NoContent();
    }

    [HttpGet("{id:int}/availability")]
    public async Task<ActionResult<AvailabilityDto>> GetAvailability(int id)
    {
        var availability = await _books.GetAvailabilityAsync(id);
        return availability is null ? NotFound() : Ok(availability);
    }
}
