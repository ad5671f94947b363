        // ... existing code ...

        public int Export(IEnumerable<ReportRow> rows, string path)
        {
            var count = 0;
            using (var writer = new StreamWriter(path, append: false, Encoding.UTF8))
            {
                writer.WriteLine("Date,Region,Product,Units,Revenue");
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
            }
            _logger.LogInformation("Exported {Count} rows to {Path}", count, path);
            return count;
        }

        // ... existing code ...
