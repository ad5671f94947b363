// ... other members ...
        var candidates = _inventory
            .LocationsFor(sku)
            .Where(l => l.Available > 0 && !l.IsQuarantined)
            .OrderBy(l => l.ExpiresOn ?? DateOnly.MaxValue)
            .ThenByDescending(l => l.Available)
            .ToList();
// ... other members ...
            remaining -= take;
        }

        if (remaining > 0)
        {
            _logger.LogInformation("Short pick for {Sku}: {Missing} unit(s) missing", sku, remaining);
        }

        return result;
    }
// ... other members ...
