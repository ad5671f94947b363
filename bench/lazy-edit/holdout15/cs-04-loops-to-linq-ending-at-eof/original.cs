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
            decimal total = 0;
            foreach (var entry in entries)
            {
                total += entry.Hours;
            }
            return total;
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
            var totals = new Dictionary<string, (decimal Total, decimal Billable)>();
            foreach (var entry in entries)
            {
                if (entry.Date < from || entry.Date > to)
                {
                    continue;
                }
                totals.TryGetValue(entry.EmployeeId, out var current);
                current.Total += entry.Hours;
                if (entry.Billable)
                {
                    current.Billable += entry.Hours;
                }
                totals[entry.EmployeeId] = current;
            }

            var result = new List<EmployeeHours>();
            foreach (var pair in totals)
            {
                result.Add(new EmployeeHours(pair.Key, pair.Value.Total, pair.Value.Billable));
            }
            result.Sort((a, b) => string.CompareOrdinal(a.EmployeeId, b.EmployeeId));
            return result;
        }
    }
}
