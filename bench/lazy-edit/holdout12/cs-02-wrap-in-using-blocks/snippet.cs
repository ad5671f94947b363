// ... existing code ...
            MissingFieldFound = null,
        };

        var result = new ImportResult();

        using (var reader = new StreamReader(path, Encoding.UTF8))
        using (var csv = new CsvReader(reader, config))
        {
            await foreach (var row in csv.GetRecordsAsync<CustomerRow>(ct))
            {
                if (string.IsNullOrWhiteSpace(row.Email))
                {
                    result.Skipped++;
                    continue;
                }

                await _repository.UpsertAsync(row.ToCustomer(), ct);
                result.Imported++;
            }
        }

        _logger.LogInformation("Imported {Imported} customers from {Path}, skipped {Skipped}",
// ... existing code ...
