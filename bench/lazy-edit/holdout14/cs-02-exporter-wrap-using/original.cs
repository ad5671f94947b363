using System.Globalization;
using System.Text;
using CsvHelper;
using CsvHelper.Configuration;
using Microsoft.Extensions.Logging;

namespace Acme.Exports;

public sealed class CustomerCsvExporter
{
    private readonly ICustomerRepository _repository;
    private readonly ILogger<CustomerCsvExporter> _logger;

    public CustomerCsvExporter(ICustomerRepository repository, ILogger<CustomerCsvExporter> logger)
    {
        _repository = repository;
        _logger = logger;
    }

    public async Task<int> ExportAsync(string path, CancellationToken cancellationToken = default)
    {
        var config = new CsvConfiguration(CultureInfo.InvariantCulture)
        {
            HasHeaderRecord = true,
            Delimiter = ",",
        };

        var writer = new StreamWriter(path, append: false, Encoding.UTF8);
        var csv = new CsvWriter(writer, config);
        csv.WriteHeader<CustomerRow>();
        await csv.NextRecordAsync();

        var count = 0;
        await foreach (var customer in _repository.StreamActiveAsync(cancellationToken))
        {
            csv.WriteRecord(CustomerRow.From(customer));
            await csv.NextRecordAsync();
            count++;
        }

        await writer.FlushAsync();
        _logger.LogInformation("Exported {Count} customers to {Path}", count, path);
        return count;
    }

    private sealed record CustomerRow(string Id, string Name, string Email, string Country)
    {
        public static CustomerRow From(Customer c) =>
            new(c.Id.ToString(), c.FullName, c.Email, c.CountryCode);
    }
}
