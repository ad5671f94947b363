using System.Globalization;
using System.Text;
using CsvHelper;
using CsvHelper.Configuration;
using Microsoft.Extensions.Logging;

namespace Acme.Import;

public class CustomerCsvImporter
{
    private readonly ICustomerRepository _repository;
    private readonly ILogger<CustomerCsvImporter> _logger;

    public CustomerCsvImporter(ICustomerRepository repository, ILogger<CustomerCsvImporter> logger)
    {
        _repository = repository;
        _logger = logger;
    }

    public async Task<ImportResult> ImportAsync(string path, CancellationToken ct)
    {
        var config = new CsvConfiguration(CultureInfo.InvariantCulture)
        {
            HasHeaderRecord = true,
            TrimOptions = TrimOptions.Trim,
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
            result.Imported, path, result.Skipped);
        return result;
    }

    public async Task<int> CountRowsAsync(string path, CancellationToken ct)
    {
        using var reader = new StreamReader(path, Encoding.UTF8);
        var count = 0;
        while (await reader.ReadLineAsync(ct) is not null)
        {
            count++;
        }
        return Math.Max(0, count - 1);
    }
}

public sealed class ImportResult
{
    public int Imported { get; set; }
    public int Skipped { get; set; }
}
