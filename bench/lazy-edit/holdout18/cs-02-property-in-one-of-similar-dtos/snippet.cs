    // ... existing code ...

    public class CreateProductRequest
    {
        // ... existing properties ...

        [Range(0, int.MaxValue)]
        public int StockQuantity { get; set; }

        [Required]
        [RegularExpression("^[A-Z0-9-]{4,32}$")]
        public string Sku { get; set; } = string.Empty;

        public List<string> Tags { get; set; } = new();
    }

    // ... existing code ...
