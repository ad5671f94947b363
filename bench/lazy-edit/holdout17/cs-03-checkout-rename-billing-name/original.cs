using System.ComponentModel.DataAnnotations;

namespace Shop.Checkout;

public sealed class CheckoutRequest
{
    [Required]
    [StringLength(120)]
    public string CustomerName { get; init; } = string.Empty;

    [Required]
    [EmailAddress]
    public string Email { get; init; } = string.Empty;

    [Required]
    public Address ShippingAddress { get; init; } = new();

    public Address? BillingAddress { get; init; }

    [Required]
    [MinLength(1)]
    public List<CheckoutLine> Lines { get; init; } = new();

    public string? CouponCode { get; init; }
}

public sealed class Address
{
    [Required] public string Line1 { get; init; } = string.Empty;
    public string? Line2 { get; init; }
    [Required] public string City { get; init; } = string.Empty;
    [Required] public string PostalCode { get; init; } = string.Empty;
    [Required, StringLength(2, MinimumLength = 2)] public string Country { get; init; } = string.Empty;
}

public sealed record CheckoutLine(string Sku, int Quantity);

public static class CheckoutMapper
{
    public static Order ToOrder(CheckoutRequest request, IReadOnlyDictionary<string, decimal> prices)
    {
        var order = new Order
        {
            CustomerName = request.CustomerName.Trim(),
            Email = request.Email.Trim().ToLowerInvariant(),
            ShippingAddress = request.ShippingAddress,
            BillingAddress = request.BillingAddress ?? request.ShippingAddress,
            CouponCode = request.CouponCode,
        };

        foreach (var line in request.Lines)
        {
            if (!prices.TryGetValue(line.Sku, out var unitPrice))
            {
                throw new UnknownSkuException(line.Sku);
            }
            order.Lines.Add(new OrderLine(line.Sku, line.Quantity, unitPrice));
        }

        return order;
    }

    public static string Describe(CheckoutRequest request) =>
        $"{request.CustomerName} <{request.Email}> ({request.Lines.Count} lines)";
}
