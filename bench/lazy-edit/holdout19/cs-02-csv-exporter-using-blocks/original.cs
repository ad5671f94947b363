using System.Globalization;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using CsvHelper;
using CsvHelper.Configuration;
using Microsoft.Extensions.Logging;

namespace Contoso.Reports.Export;

public sealed class CsvReportExporter : IReportExporter
{
    private static readonly CsvConfiguration Config = new(CultureInfo.InvariantCulture)
    {
        Delimiter = ";",
        HasHeaderRecord = true,
    };

    private readonly ILogger<CsvReportExporter> _logger;

    public CsvReportExporter(ILogger<CsvReportExporter> logger)
    {
        _logger = logger;
    }

    public string ContentType => "text/csv";

    public string FileExtension => ".csv";

    public async Task ExportAsync(Report report, Stream destination, CancellationToken cancellationToken)
    {
        var writer = new StreamWriter(destination, new UTF8Encoding(true), leaveOpen: true);
        var csv = new CsvWriter(writer, Config);

        csv.WriteHeader<ReportRow>();
        await csv.NextRecordAsync();

        var count = 0;
        foreach (var row in report.Rows)
        {
            cancellationToken.ThrowIfCancellationRequested();
            csv.WriteRecord(row);
            await csv.NextRecordAsync();
            count++;
        }

        await writer.FlushAsync();
        _logger.LogInformation("Exported {Count} rows for report {ReportId}", count, report.Id);
    }

    public async Task<byte[]> ExportToBytesAsync(Report report, CancellationToken cancellationToken)
    {
        using var buffer = new MemoryStream();
        await ExportAsync(report, buffer, cancellationToken);
        return buffer.ToArray();
    }
}
