// ... existing code ...

public sealed class CreateProductRequest
{
    [Required]
    [StringLength(120, MinimumLength = 2)]
    public string Name { get; init; } = string.Empty;

    [Required]
    [RegularExpression("^[A-Z0-9-]{4,32}$")]
    public string Sku { get; init; } = string.Empty;

    [StringLength(2000)]
    public string? Description { get; init; }
    // ... existing code ...
}

// ... existing code ...

public sealed record ProductResponse(
    Guid Id,
    string Sku,
    string Name,
    // ... existing code ...
