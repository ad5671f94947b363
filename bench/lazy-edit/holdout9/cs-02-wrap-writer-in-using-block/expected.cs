using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.Extensions.Logging;

namespace Acme.Reporting
{
    public sealed class CsvReportWriter
    {
        private readonly ILogger<CsvReportWriter> _logger;

        public CsvReportWriter(ILogger<CsvReportWriter> logger)
        {
            _logger = logger;
        }

        public void WriteSalesReport(string path, SalesReport report)
        {
            using (var writer = new StreamWriter(path, append: false, Encoding.UTF8))
            {
                writer.WriteLine("Date,Region,Orders,Revenue");
                foreach (var row in report.Rows.OrderBy(r => r.Date).ThenBy(r => r.Region))
                {
                    writer.WriteLine(string.Join(",",
                        row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                        Escape(row.Region),
                        row.Orders.ToString(CultureInfo.InvariantCulture),
                        row.Revenue.ToString("F2", CultureInfo.InvariantCulture)));
                }
            }

            _logger.LogInformation("Wrote {Count} rows to {Path}", report.Rows.Count, path);
        }

        public void WriteInventoryReport(string path, InventoryReport report)
        {
            using var writer = new StreamWriter(path, append: false, Encoding.UTF8);
            writer.WriteLine("Sku,Name,OnHand,Reserved");
            foreach (var item in report.Items.OrderBy(i => i.Sku, StringComparer.Ordinal))
            {
                writer.WriteLine(string.Join(",",
                    Escape(item.Sku),
                    Escape(item.Name),
                    item.OnHand.ToString(CultureInfo.InvariantCulture),
                    item.Reserved.ToString(CultureInfo.InvariantCulture)));
            }
            _logger.LogInformation("Wrote {Count} rows to {Path}", report.Items.Count, path);
        }

        private static string Escape(string value)
        {
            if (value.IndexOfAny(new[] { ',', '"', '\n', '\r' }) < 0)
            {
                return value;
            }

            return "\"" + value.Replace("\"", "\"\"") + "\"";
        }
    }
}
