using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;
using System.Text.Json.Serialization;

namespace Acme.Shop.Api.Contracts
{
    public class ProductSummaryDto
    {
        public Guid Id { get; set; }

        [Required]
        [StringLength(200)]
        public string Name { get; set; } = string.Empty;

        public decimal Price { get; set; }

        [JsonPropertyName("thumbnail_url")]
        public string? ThumbnailUrl { get; set; }
    }

    public class ProductDetailDto
    {
        public Guid Id { get; set; }

        [Required]
        [StringLength(200)]
        public string Name { get; set; } = string.Empty;

        public decimal Price { get; set; }

        [StringLength(4000)]
        public string? Description { get; set; }

        public IReadOnlyList<string> ImageUrls { get; set; } = Array.Empty<string>();

        public int StockQuantity { get; set; }
    }

    public class CreateProductRequest
    {
        [Required]
        [StringLength(200)]
        public string Name { get; set; } = string.Empty;

        [Range(0.01, 100000)]
        public decimal Price { get; set; }

        [StringLength(4000)]
        public string? Description { get; set; }

        [Range(0, int.MaxValue)]
        public int StockQuantity { get; set; }

        [Required]
        [RegularExpression("^[A-Z0-9-]{4,32}$")]
        public string Sku { get; set; } = string.Empty;

        public List<string> Tags { get; set; } = new();
    }

    public class UpdateProductRequest
    {
        [StringLength(200)]
        public string? Name { get; set; }

        [Range(0.01, 100000)]
        public decimal? Price { get; set; }

        [StringLength(4000)]
        public string? Description { get; set; }
    }
}
