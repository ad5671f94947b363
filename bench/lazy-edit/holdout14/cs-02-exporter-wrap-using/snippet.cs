// ... existing code ...
        var count = 0;
        await using (var writer = new StreamWriter(path, append: false, Encoding.UTF8))
        await using (var csv = new CsvWriter(writer, config))
        {
            csv.WriteHeader<CustomerRow>();
            await csv.NextRecordAsync();

            await foreach (var customer in _repository.StreamActiveAsync(cancellationToken))
            {
                csv.WriteRecord(CustomerRow.From(customer));
                await csv.NextRecordAsync();
                count++;
            }

            await writer.FlushAsync();
        }

        _logger.LogInformation("Exported {Count} customers to {Path}", count, path);
        return count;
    }
// ... existing code ...
