using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
// ... existing code ...

        public async Task<string> WriteAsync(string reportName, IEnumerable<ReportRow> rows)
        {
            var path = Path.Combine(_outputDirectory, $"{reportName}-{DateTime.UtcNow:yyyyMMddHHmmss}.csv");
            await using (var writer = new StreamWriter(path))
            {
                await writer.WriteLineAsync("Date,Region,Product,Units,Revenue");
                foreach (var row in rows)
                {
                    await writer.WriteLineAsync(string.Join(",",
                        row.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                        Escape(row.Region),
                        Escape(row.Product),
                        row.Units,
                        row.Revenue.ToString("F2", CultureInfo.InvariantCulture)));
                }
            }
            _logger.LogInformation("Wrote report {ReportName} to {Path}", reportName, path);
            return path;
        }

// ... existing code ...
