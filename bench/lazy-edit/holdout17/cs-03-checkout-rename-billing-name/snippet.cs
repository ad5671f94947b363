// ... existing code ...
    [Required]
    [StringLength(120)]
    public string BillingName { get; init; } = string.Empty;
// ... existing code ...
        var order = new Order
        {
            CustomerName = request.BillingName.Trim(),
// ... existing code ...
    public static string Describe(CheckoutRequest request) =>
        $"{request.BillingName} <{request.Email}> ({request.Lines.Count} lines)";
}
