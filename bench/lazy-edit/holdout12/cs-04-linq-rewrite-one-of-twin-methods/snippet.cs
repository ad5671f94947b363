// ... other methods unchanged ...

    public static decimal TotalRefunded(IEnumerable<Order> orders)
    {
        return orders
            .Where(o => o.Status == OrderStatus.Refunded)
            .Sum(o => o.Total);
    }

// ... other methods unchanged ...

    public static Dictionary<string, decimal> RevenueByCountry(IEnumerable<Order> orders)
    {
        var result = new Dictionary<string, decimal>(StringComparer.OrdinalIgnoreCase);
        foreach (var order in orders.Where(o => o.Status == OrderStatus.Completed))
        {
            result.TryGetValue(order.Country, out var current);
            result[order.Country] = current + order.Total;
        }
        return result;
    }

// ... other methods unchanged ...
