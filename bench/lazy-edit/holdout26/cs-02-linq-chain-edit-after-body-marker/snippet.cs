// ... existing code ...
    public async Task<IReadOnlyList<RegionSummary>> BuildRegionSummaryAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        // ... existing code ...

        return orders
            .Where(o => o.Status is not (OrderStatus.Cancelled or OrderStatus.Refunded))
            .GroupBy(o => o.Region)
            .Select(g => new RegionSummary(
                g.Key,
                g.Count(),
                g.Sum(o => o.Total),
                Math.Round(g.Average(o => o.Total), 2)))
            .OrderByDescending(s => s.Revenue)
            .ThenBy(s => s.Region)
            .ToList();
    }
// ... existing code ...
