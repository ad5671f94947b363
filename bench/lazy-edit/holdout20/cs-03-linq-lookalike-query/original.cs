using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;

namespace Acme.Analytics.Reports
{
    public record Sale(DateTime At, string Region, string Sku, int Quantity, decimal UnitPrice);

    public record SummaryRow(string Period, string Region, int Orders, decimal Revenue);

    public static class SalesReport
    {
        public static IReadOnlyList<SummaryRow> Daily(IEnumerable<Sale> sales)
        {
            return sales
                .GroupBy(s => new { Day = s.At.Date, s.Region })
                .Select(g => new SummaryRow(
                    g.Key.Day.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                    g.Key.Region,
                    g.Count(),
                    g.Sum(s => s.Quantity * s.UnitPrice)))
                .OrderBy(r => r.Period)
                .ThenBy(r => r.Region)
                .ToList();
        }

        public static IReadOnlyList<SummaryRow> Monthly(IEnumerable<Sale> sales)
        {
            return sales
                .GroupBy(s => new { Month = new DateTime(s.At.Year, s.At.Month, 1), s.Region })
                .Select(g => new SummaryRow(
                    g.Key.Month.ToString("yyyy-MM", CultureInfo.InvariantCulture),
                    g.Key.Region,
                    g.Count(),
                    g.Sum(s => s.Quantity * s.UnitPrice)))
                .OrderBy(r => r.Period)
                .ThenBy(r => r.Region)
                .ToList();
        }

        public static string ToCsv(IEnumerable<SummaryRow> rows)
        {
            var sb = new StringBuilder();
            sb.AppendLine("period,region,orders,revenue");
            foreach (var row in rows)
            {
                sb.Append(row.Period).Append(',')
                  .Append(row.Region).Append(',')
                  .Append(row.Orders.ToString(CultureInfo.InvariantCulture)).Append(',')
                  .AppendLine(row.Revenue.ToString("0.00", CultureInfo.InvariantCulture));
            }
            return sb.ToString();
        }

        public static decimal GrandTotal(IEnumerable<SummaryRow> rows) => rows.Sum(r => r.Revenue);
    }
}
