namespace Logistics.Shipping;

public enum ShippingMethod
{
    Standard,
    Express,
    Overnight,
    Pickup,
}

public static class ShippingCalculator
{
    private const decimal FreeShippingThreshold = 75m;

    public static decimal Cost(ShippingMethod method, decimal orderTotal, decimal weightKg) =>
        method switch
        {
            ShippingMethod.Standard when orderTotal >= FreeShippingThreshold => 0m,
            ShippingMethod.Standard => 4.99m + 0.5m * weightKg,
            ShippingMethod.Express => 9.99m + 0.75m * weightKg,
            ShippingMethod.Overnight => 24.99m + 1.25m * weightKg,
            ShippingMethod.Pickup => 0m,
            _ => throw new ArgumentOutOfRangeException(nameof(method), method, null),
        };

    public static int EstimatedDays(ShippingMethod method) =>
        method switch
        {
            ShippingMethod.Standard => 5,
            ShippingMethod.Express => 2,
            ShippingMethod.Overnight => 1,
            ShippingMethod.Pickup => 0,
            _ => throw new ArgumentOutOfRangeException(nameof(method), method, null),
        };
}
