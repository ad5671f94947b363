using System.Globalization;
using System.Text;
using Acme.Sales.Data;

namespace Acme.Sales.Reports;

public record RegionSummary(string Region, int Orders, decimal Revenue, decimal AverageOrder);

public class ReportBuilder
{
    private readonly ISalesRepository _repository;
    private readonly TimeProvider _time;

    public ReportBuilder(ISalesRepository repository, TimeProvider time)
    {
        _repository = repository;
        _time = time;
    }

    public async Task<IReadOnlyList<RegionSummary>> BuildRegionSummaryAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        if (to < from)
        {
            throw new ArgumentException("'to' must not be earlier than 'from'.", nameof(to));
        }

        var orders = await _repository.GetOrdersAsync(from, to, ct);
        var cancelled = orders.Count(o => o.Status == OrderStatus.Cancelled);
        if (cancelled > 0)
        {
            Console.WriteLine($"Ignoring {cancelled} cancelled order(s)");
        }

        return orders
            .Where(o => o.Status != OrderStatus.Cancelled)
            .GroupBy(o => o.Region)
            .Select(g => new RegionSummary(
                g.Key,
                g.Count(),
                g.Sum(o => o.Total),
                g.Average(o => o.Total)))
            .OrderBy(s => s.Region)
            .ToList();
    }

    public string ToCsv(IEnumerable<RegionSummary> rows)
    {
        var sb = new StringBuilder();
        sb.AppendLine("region,orders,revenue,average_order");
        foreach (var row in rows)
        {
            sb.Append(row.Region).Append(',')
              .Append(row.Orders.ToString(CultureInfo.InvariantCulture)).Append(',')
              .Append(row.Revenue.ToString("F2", CultureInfo.InvariantCulture)).Append(',')
              .AppendLine(row.AverageOrder.ToString("F2", CultureInfo.InvariantCulture));
        }
        return sb.ToString();
    }

    public string DefaultFileName() =>
        $"region-summary-{_time.GetUtcNow():yyyyMMdd-HHmm}.csv";
}
