using System.Linq;

public record Product(string Name, decimal Price, int Stock, string Category = "general");

public static class Catalog
{
    public static decimal InventoryValue(IEnumerable<Product> products)
    {
        return products.Sum(p => p.Price * p.Stock);
    }

    public static IEnumerable<Product> InStock(IEnumerable<Product> products)
    {
        return products.Where(p => p.Stock > 0);
    }
}
