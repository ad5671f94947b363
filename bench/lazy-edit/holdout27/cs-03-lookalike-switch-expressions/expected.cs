namespace Northwind.Storefront.Presentation;

public enum OrderStatus
{
    Pending,
    Paid,
    Packed,
    Shipped,
    Delivered,
    Cancelled,
    Refunded,
}

public static class OrderStatusPresenter
{
    public static string ToDisplayName(OrderStatus status) => status switch
    {
        OrderStatus.Pending => "Awaiting payment",
        OrderStatus.Paid => "Paid",
        OrderStatus.Packed => "Being prepared",
        OrderStatus.Shipped => "On its way",
        OrderStatus.Delivered => "Delivered",
        OrderStatus.Cancelled => "Cancelled",
        OrderStatus.Refunded => "Refunded",
        _ => status.ToString(),
    };

    public static string ToBadgeColor(OrderStatus status) => status switch
    {
        OrderStatus.Pending => "gray",
        OrderStatus.Paid => "blue",
        OrderStatus.Packed => "blue",
        OrderStatus.Shipped => "indigo",
        OrderStatus.Delivered => "green",
        OrderStatus.Cancelled => "red",
        OrderStatus.Refunded => "amber",
        _ => throw new ArgumentOutOfRangeException(nameof(status), status, null),
    };

    public static string ToIcon(OrderStatus status) => status switch
    {
        OrderStatus.Pending => "clock",
        OrderStatus.Paid => "credit-card",
        OrderStatus.Packed => "package",
        OrderStatus.Shipped => "truck",
        OrderStatus.Delivered => "check-circle",
        OrderStatus.Cancelled => "x-circle",
        _ => "help-circle",
    };

    public static bool IsTerminal(OrderStatus status) =>
        status is OrderStatus.Delivered or OrderStatus.Cancelled or OrderStatus.Refunded;

    public static bool CanCancel(OrderStatus status) =>
        status is OrderStatus.Pending or OrderStatus.Paid;
}
