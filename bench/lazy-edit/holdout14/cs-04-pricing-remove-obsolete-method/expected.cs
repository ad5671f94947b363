using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Memory;

namespace Acme.Catalog.Services;

public class PricingService : IPricingService
{
    private static readonly TimeSpan CacheDuration = TimeSpan.FromMinutes(10);

    private readonly IPriceRepository _prices;
    private readonly IMemoryCache _cache;

    public PricingService(IPriceRepository prices, IMemoryCache cache)
    {
        _prices = prices;
        _cache = cache;
    }

    public async Task<decimal> GetPriceAsync(string sku, string currency)
    {
        var key = CacheKey(sku, currency);
        if (_cache.TryGetValue(key, out decimal cached))
        {
            return cached;
        }

        var price = await _prices.GetAsync(sku, currency)
            ?? throw new KeyNotFoundException($"No price for {sku} in {currency}");
        _cache.Set(key, price.Amount, CacheDuration);
        return price.Amount;
    }

    public async Task<IReadOnlyDictionary<string, decimal>> GetPricesAsync(IEnumerable<string> skus, string currency)
    {
        var result = new Dictionary<string, decimal>();
        foreach (var sku in skus)
        {
            result[sku] = await GetPriceAsync(sku, currency);
        }

        return result;
    }

    public decimal ApplyDiscount(decimal price, decimal percent)
    {
        if (percent is < 0 or > 100)
        {
            throw new ArgumentOutOfRangeException(nameof(percent));
        }

        return Math.Round(price * (1 - percent / 100m), 2, MidpointRounding.AwayFromZero);
    }

    public void Invalidate(string sku, string currency)
    {
        _cache.Remove(CacheKey(sku, currency));
    }

    private static string CacheKey(string sku, string currency) => $"price:{sku}:{currency}";
}
