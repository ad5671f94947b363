using System;
using System.Collections.Generic;
using System.Linq;

namespace Payroll.Reporting
{
    public record TimesheetEntry(string EmployeeId, DateOnly Date, decimal Hours, string ProjectCode, bool Billable);

    public record EmployeeHours(string EmployeeId, decimal TotalHours, decimal BillableHours);

    public static class TimesheetReport
    {
        public static decimal TotalHours(IEnumerable<TimesheetEntry> entries)
        {
            return entries.Sum(e => e.Hours);
        }

        public static IReadOnlyDictionary<string, decimal> HoursByProject(IEnumerable<TimesheetEntry> entries)
        {
            var result = new Dictionary<string, decimal>(StringComparer.OrdinalIgnoreCase);
            foreach (var entry in entries)
            {
                result.TryGetValue(entry.ProjectCode, out var hours);
                result[entry.ProjectCode] = hours + entry.Hours;
            }
            return result;
        }

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
