// ... existing code ...
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
        // ... existing code ...
