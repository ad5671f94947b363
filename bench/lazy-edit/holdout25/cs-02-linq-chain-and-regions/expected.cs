using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Fabrikam.Warehouse.Picking;

public sealed class PickListBuilder
{
    private readonly IInventoryReader _inventory;
    private readonly ILogger<PickListBuilder> _logger;

    public PickListBuilder(IInventoryReader inventory, ILogger<PickListBuilder> logger)
    {
        _inventory = inventory ?? throw new ArgumentNullException(nameof(inventory));
        _logger = logger;
    }

    #region Public API

    public PickList Build(Order order)
    {
        var lines = new List<PickLine>();
        foreach (var item in order.Items)
        {
            var locations = ChooseLocations(item.Sku, item.Quantity);
            if (locations.Count == 0)
            {
                _logger.LogWarning("No stock for {Sku} on order {OrderId}", item.Sku, order.Id);
                continue;
            }

            lines.AddRange(locations.Select(l => new PickLine(item.Sku, l.Bin, l.Quantity)));
        }

        return new PickList(order.Id, SortForWalkingPath(lines));
    }

    #endregion

    #region Helpers

    private IReadOnlyList<(string Bin, int Quantity)> ChooseLocations(string sku, int quantity)
    {
        var result = new List<(string, int)>();
        var remaining = quantity;

        var candidates = _inventory
            .LocationsFor(sku)
            .Where(l => l.Available > 0 && !l.IsQuarantined)
            .OrderBy(l => l.ExpiresOn ?? DateOnly.MaxValue)
            .ThenByDescending(l => l.Available)
            .ToList();

        foreach (var location in candidates)
        {
            if (remaining == 0)
            {
                break;
            }

            var take = Math.Min(location.Available, remaining);
            result.Add((location.Bin, take));
            remaining -= take;
        }

        if (remaining > 0)
        {
            _logger.LogInformation("Short pick for {Sku}: {Missing} unit(s) missing", sku, remaining);
        }

        return result;
    }

    private static List<PickLine> SortForWalkingPath(IEnumerable<PickLine> lines) =>
        lines
            .OrderBy(l => l.Bin[0])
            .ThenBy(l => l.Bin)
            .ToList();

    #endregion
}
