// ... existing code ...
    Overnight,
    SameDay,
    Pickup,
}

// ... existing code ...
            ShippingMethod.Overnight => 24.99m + 1.25m * weightKg,
            ShippingMethod.SameDay => 39.99m + 2.00m * weightKg,
            ShippingMethod.Pickup => 0m,
            // ... existing code ...
        };

    public static int EstimatedDays(ShippingMethod method) =>
        method switch
        {
            ShippingMethod.Standard => 5,
            ShippingMethod.Express => 3,
            ShippingMethod.Overnight => 1,
            ShippingMethod.SameDay => 0,
            ShippingMethod.Pickup => 0,
            // ... existing code ...
        };
}
