// ... existing code ...

    public async Task<decimal> GetPriceAsync(string sku, string currency)
    {
        var key = CacheKey(sku, currency);
        // ... existing code ...
        return price.Amount;
    }

    public async Task<IReadOnlyDictionary<string, decimal>> GetPricesAsync(IEnumerable<string> skus, string currency)
    {
    // ... existing code ...

    public void Invalidate(string sku, string currency)
    {
        _cache.Remove(CacheKey(sku, currency));
    }

    private static string CacheKey(string sku, string currency) => $"price:{sku}:{currency}";
}
