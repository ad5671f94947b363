using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.Extensions.Logging;

namespace Acme.Reports.Export
{
    public sealed class CsvExporter
    {
        private readonly ILogger<CsvExporter> _logger;

        public CsvExporter(ILogger<CsvExporter> logger)
        {
            _logger = logger;
        }

        public int Export(IEnumerable<ReportRow> rows, string path)
        {
            var writer = new StreamWriter(path, append: false, Encoding.UTF8);
            writer.WriteLine("Date,Region,Product,Units,Revenue");
            var count = 0;
            foreach (var row in rows)
            {
                writer.WriteLine(string.Join(",",
                    row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                    Escape(row.Region),
                    Escape(row.Product),
                    row.Units.ToString(CultureInfo.InvariantCulture),
                    row.Revenue.ToString("F2", CultureInfo.InvariantCulture)));
                count++;
            }
            writer.Flush();
            _logger.LogInformation("Exported {Count} rows to {Path}", count, path);
            return count;
        }

        public string ExportToString(IEnumerable<ReportRow> rows)
        {
            var sb = new StringBuilder();
            sb.AppendLine("Date,Region,Product,Units,Revenue");
            foreach (var row in rows)
            {
                sb.AppendLine(string.Join(",",
                    row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                    Escape(row.Region),
                    Escape(row.Product),
                    row.Units.ToString(CultureInfo.InvariantCulture),
                    row.Revenue.ToString("F2", CultureInfo.InvariantCulture)));
            }
            return sb.ToString();
        }

        private static string Escape(string value)
        {
            if (string.IsNullOrEmpty(value))
            {
                return string.Empty;
            }

            var needsQuotes = value.IndexOfAny(new[] { ',', '"', '\n', '\r' }) >= 0;
            var escaped = value.Replace("\"", "\"\"");
            return needsQuotes ? $"\"{escaped}\"" : escaped;
        }
    }
}
