using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Reporting;

public static class OrderStatistics
{
    public static decimal TotalRevenue(IEnumerable<Order> orders)
    {
        decimal total = 0;
        foreach (var order in orders)
        {
            if (order.Status == OrderStatus.Completed)
            {
                total += order.Total;
            }
        }
        return total;
    }

    public static decimal TotalRefunded(IEnumerable<Order> orders)
    {
        return orders
            .Where(o => o.Status == OrderStatus.Refunded)
            .Sum(o => o.Total);
    }

    public static decimal AverageOrderValue(IEnumerable<Order> orders)
    {
        var completed = orders.Where(o => o.Status == OrderStatus.Completed).ToList();
        return completed.Count == 0 ? 0 : completed.Average(o => o.Total);
    }

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

    public static IReadOnlyList<(DateOnly Day, int Count)> OrdersPerDay(IEnumerable<Order> orders)
    {
        return orders
            .GroupBy(o => DateOnly.FromDateTime(o.PlacedAt))
            .OrderBy(g => g.Key)
            .Select(g => (g.Key, g.Count()))
            .ToList();
    }
}
