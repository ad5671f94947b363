// ... existing code ...

        public static decimal TotalHours(IEnumerable<TimesheetEntry> entries)
        {
            return entries.Sum(e => e.Hours);
        }

        // ... existing code ...

        public static IReadOnlyList<EmployeeHours> HoursByEmployee(IEnumerable<TimesheetEntry> entries, DateOnly from, DateOnly to)
        {
            return entries
                .Where(e => e.Date >= from && e.Date <= to)
                .GroupBy(e => e.EmployeeId)
                .Select(g => new EmployeeHours(
                    g.Key,
                    g.Sum(e => e.Hours),
                    g.Where(e => e.Billable).Sum(e => e.Hours)))
                .OrderBy(h => h.EmployeeId, StringComparer.Ordinal)
                .ToList();
        }
    }
}
