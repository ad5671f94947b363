using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Acme.Reports.Services
{
    public class CsvReportWriter : IReportWriter
    {
        private readonly ILogger<CsvReportWriter> _logger;
        private readonly string _outputDirectory;

        public CsvReportWriter(ILogger<CsvReportWriter> logger, string outputDirectory)
        {
            _logger = logger;
            _outputDirectory = outputDirectory;
        }

        public async Task<string> WriteAsync(string reportName, IEnumerable<ReportRow> rows)
        {
            var path = Path.Combine(_outputDirectory, $"{reportName}-{DateTime.UtcNow:yyyyMMddHHmmss}.csv");
            var writer = new StreamWriter(path);
            await writer.WriteLineAsync("Date,Region,Product,Units,Revenue");
            foreach (var row in rows)
            {
                await writer.WriteLineAsync(string.Join(",",
                    row.Date.ToString("yyyy-MM-dd"),
                    Escape(row.Region),
                    Escape(row.Product),
                    row.Units,
                    row.Revenue.ToString("F2")));
            }
            writer.Close();
            _logger.LogInformation("Wrote report {ReportName} to {Path}", reportName, path);
            return path;
        }

        public IReadOnlyList<string> ListReports(string reportName)
        {
            return Directory.EnumerateFiles(_outputDirectory, $"{reportName}-*.csv")
                .OrderByDescending(f => f)
                .ToList();
        }

        private static string Escape(string value)
        {
            if (value.IndexOfAny(new[] { ',', '"', '\n' }) < 0)
            {
                return value;
            }
            return "\"" + value.Replace("\"", "\"\"") + "\"";
        }
    }
}
