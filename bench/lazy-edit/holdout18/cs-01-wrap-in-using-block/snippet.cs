// ... existing code ...
        public IReadOnlyList<Transaction> Import(string path)
        {
            var transactions = new List<Transaction>();
            using (var reader = new StreamReader(path))
            {
                var header = reader.ReadLine();
                if (header == null)
                {
                    _logger.LogWarning("File {Path} is empty", path);
                    return transactions;
                }

                string? line;
                var lineNumber = 1;
                while ((line = reader.ReadLine()) != null)
                {
                    lineNumber++;
                    if (TryParse(line, out var transaction))
                    {
                        transactions.Add(transaction);
                    }
                    else
                    {
                        _logger.LogWarning("Skipping malformed line {Line} in {Path}", lineNumber, path);
                    }
                }
            }

            _logger.LogInformation("Imported {Count} transactions from {Path}", transactions.Count, path);
            return transactions;
        }
// ... existing code ...
