// ... existing code ...
    public static string ToDisplayName(OrderStatus status) => status switch
    {
        // ... existing code ...
        OrderStatus.Cancelled => "Cancelled",
        OrderStatus.Refunded => "Refunded",
        _ => status.ToString(),
    };

    public static string ToBadgeColor(OrderStatus status) => status switch
    {
        // ... existing code ...
        OrderStatus.Cancelled => "red",
        OrderStatus.Refunded => "amber",
        _ => throw new ArgumentOutOfRangeException(nameof(status), status, null),
    };

    // ... existing code ...
