using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Acme.Warehouse.Reporting
{
    public class ReplenishmentPlanner
    {
        private readonly IInventoryReader _inventory;
        private readonly ISupplierCatalog _suppliers;
        private readonly ILogger<ReplenishmentPlanner> _logger;

        public ReplenishmentPlanner(
            IInventoryReader inventory,
            ISupplierCatalog suppliers,
            ILogger<ReplenishmentPlanner> logger)
        {
            _inventory = inventory;
            _suppliers = suppliers;
            _logger = logger;
        }

        public async Task<IReadOnlyList<ReorderLine>> PlanAsync(string warehouseCode, CancellationToken cancellationToken)
        {
            var levels = await _inventory.GetStockLevelsAsync(warehouseCode, cancellationToken);

            var lines = levels
                .Where(level => level.OnHand + level.OnOrder < level.ReorderPoint)
                .Select(level => new ReorderLine(level.Sku, level.TargetLevel - level.OnHand - level.OnOrder))
                .Where(line => line.Quantity > 0)
                .OrderBy(line => line.Sku, StringComparer.Ordinal)
                .ToList();

            _logger.LogInformation("Planned {Count} reorder lines for {Warehouse}", lines.Count, warehouseCode);
            return lines;
        }

        public async Task<decimal> EstimateCostAsync(IEnumerable<ReorderLine> lines, CancellationToken cancellationToken)
        {
            decimal total = 0m;
            foreach (var line in lines)
            {
                var price = await _suppliers.GetUnitPriceAsync(line.Sku, cancellationToken);
                if (price is null)
                {
                    _logger.LogWarning("No supplier price for {Sku}", line.Sku);
                    continue;
                }

                total += price.Value * line.Quantity;
            }

            return total;
        }
    }

    public sealed record ReorderLine(string Sku, int Quantity);

    public interface IInventoryReader
    {
        Task<IReadOnlyList<StockLevel>> GetStockLevelsAsync(string warehouseCode, CancellationToken cancellationToken);
    }

    public interface ISupplierCatalog
    {
        Task<decimal?> GetUnitPriceAsync(string sku, CancellationToken cancellationToken);
    }

    public sealed record StockLevel(string Sku, int OnHand, int OnOrder, int ReorderPoint, int TargetLevel);
}
