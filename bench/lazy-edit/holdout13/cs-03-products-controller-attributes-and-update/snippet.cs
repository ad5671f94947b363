// ... existing code ...

[ApiController]
[Route("api/products")]
[Produces("application/json")]
public sealed class ProductsController : ControllerBase
{
    // ... existing code ...

    [HttpGet("{id:guid}")]
    [ResponseCache(Duration = 60)]
    [ProducesResponseType(StatusCodes.Status200OK)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    public async Task<ActionResult<ProductResponse>> GetById(Guid id, CancellationToken cancellationToken)
    {
        // ... existing code ...
    }

    // ... other actions ...

    [HttpPut("{id:guid}")]
    [Authorize(Roles = "admin")]
    public async Task<ActionResult<ProductResponse>> Update(Guid id, UpdateProductRequest request, CancellationToken cancellationToken)
    {
        var product = await _products.UpdateAsync(id, request, cancellationToken);
        if (product is null)
        {
            return NotFound(new ProblemDetails { Title = "Product not found", Detail = $"No product with id {id}." });
        }

        return Ok(product);
    }

    // ... existing code ...
