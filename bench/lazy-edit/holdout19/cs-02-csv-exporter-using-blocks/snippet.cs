// ... existing code ...

    public async Task ExportAsync(Report report, Stream destination, CancellationToken cancellationToken)
    {
        var count = 0;
        using (var writer = new StreamWriter(destination, new UTF8Encoding(true), leaveOpen: true))
        using (var csv = new CsvWriter(writer, Config))
        {
            csv.WriteHeader<ReportRow>();
            await csv.NextRecordAsync();

            foreach (var row in report.Rows)
            {
                cancellationToken.ThrowIfCancellationRequested();
                csv.WriteRecord(row);
                await csv.NextRecordAsync();
                count++;
            }

            await writer.FlushAsync();
        }

        _logger.LogInformation("Exported {Count} rows for report {ReportId}", count, report.Id);
    }

// ... existing code ...
