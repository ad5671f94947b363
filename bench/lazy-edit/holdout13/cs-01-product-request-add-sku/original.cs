using System.ComponentModel.DataAnnotations;

namespace Shop.Api.Contracts;

public sealed class CreateProductRequest
{
    [Required]
    [StringLength(120, MinimumLength = 2)]
    public string Name { get; init; } = string.Empty;

    [StringLength(2000)]
    public string? Description { get; init; }

    [Range(0.01, 100000)]
    public decimal Price { get; init; }

    [Required]
    [RegularExpression("^[A-Z]{3}$")]
    public string Currency { get; init; } = "USD";

    public List<string> Tags { get; init; } = new();
}

public sealed class UpdateProductRequest
{
    [StringLength(120, MinimumLength = 2)]
    public string? Name { get; init; }

    [StringLength(2000)]
    public string? Description { get; init; }

    [Range(0.01, 100000)]
    public decimal? Price { get; init; }

    [RegularExpression("^[A-Z]{3}$")]
    public string? Currency { get; init; }

    public List<string>? Tags { get; init; }
}

public sealed record ProductResponse(
    Guid Id,
    string Name,
    string? Description,
    decimal Price,
    string Currency,
    IReadOnlyList<string> Tags,
    DateTimeOffset CreatedAt);
