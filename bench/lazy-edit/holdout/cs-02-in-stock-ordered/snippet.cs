// ... existing code ...
    public static IEnumerable<Product> InStock(IEnumerable<Product> products)
    {
        return products.Where(p => p.Stock > 0).OrderBy(p => p.Name);
    }
}
