// ... existing code ...
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
// ... existing code ...
