using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Microsoft.Extensions.Logging;

namespace Acme.Reporting.Import
{
    public sealed class CsvTransactionImporter
    {
        private readonly ILogger<CsvTransactionImporter> _logger;

        public CsvTransactionImporter(ILogger<CsvTransactionImporter> logger)
        {
            _logger = logger;
        }

        public IReadOnlyList<Transaction> Import(string path)
        {
            var transactions = new List<Transaction>();
            var reader = new StreamReader(path);
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

            _logger.LogInformation("Imported {Count} transactions from {Path}", transactions.Count, path);
            return transactions;
        }

        private static bool TryParse(string line, out Transaction transaction)
        {
            transaction = default!;
            var parts = line.Split(',');
            if (parts.Length != 4)
            {
                return false;
            }

            if (!DateTime.TryParse(parts[0], CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out var date) ||
                !decimal.TryParse(parts[2], NumberStyles.Number, CultureInfo.InvariantCulture, out var amount))
            {
                return false;
            }

            transaction = new Transaction(date, parts[1].Trim(), amount, parts[3].Trim());
            return true;
        }
    }

    public sealed record Transaction(DateTime Date, string Description, decimal Amount, string Currency);
}
