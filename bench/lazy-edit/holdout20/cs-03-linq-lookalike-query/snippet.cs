// ... existing code ...
        public static IReadOnlyList<SummaryRow> Monthly(IEnumerable<Sale> sales)
        {
            return sales
                .Where(s => s.Quantity > 0)
                .GroupBy(s => new { Month = new DateTime(s.At.Year, s.At.Month, 1), s.Region })
                // ... existing code ...
                .OrderBy(r => r.Period)
                .ThenByDescending(r => r.Revenue)
                .ToList();
        }
// ... existing code ...
