using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Acme.Shop.Data;
using Acme.Shop.Models;

namespace Acme.Shop.Controllers;

[ApiController]
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
    private readonly ShopDbContext _db;

    public ProductsController(ShopDbContext db)
    {
        _db = db;
    }

    [HttpGet]
    public async Task<ActionResult<IEnumerable<ProductDto>>> List([FromQuery] string? category, [FromQuery] int page = 1)
    {
        var query = _db.Products.AsNoTracking().Where(p => p.IsActive);
        if (!string.IsNullOrWhiteSpace(category))
        {
            query = query.Where(p => p.Category == category);
        }

        var items = await query
            .OrderBy(p => p.Name)
            .Skip((page - 1) * 25)
            .Take(25)
            .Select(p => new ProductDto(p.Id, p.Name, p.Price, p.Category))
            .ToListAsync();
        return Ok(items);
    }

    [HttpGet("{id:int}")]
    public ActionResult<ProductDto> Get(int id)
    {
        var product = _db.Products.AsNoTracking().FirstOrDefault(p => p.Id == id);
        if (product is null)
        {
            return NotFound();
        }
        return new ProductDto(product.Id, product.Name, product.Price, product.Category);
    }

    [HttpPost]
    [Authorize(Roles = "catalog-admin")]
    public async Task<ActionResult<ProductDto>> Create(CreateProductRequest request)
    {
        var product = new Product
        {
            Name = request.Name.Trim(),
            Price = request.Price,
            Category = request.Category,
            IsActive = true,
        };
        _db.Products.Add(product);
        await _db.SaveChangesAsync();
        var dto = new ProductDto(product.Id, product.Name, product.Price, product.Category);
        return CreatedAtAction(nameof(Get), new { id = product.Id }, dto);
    }

    [HttpDelete("{id:int}")]
    [Authorize(Roles = "catalog-admin")]
    public async Task<IActionResult> Deactivate(int id)
    {
        var product = await _db.Products.FindAsync(id);
        if (product is null)
        {
            return NotFound();
        }
        product.IsActive = false;
        await _db.SaveChangesAsync();
        return NoContent();
    }
}
