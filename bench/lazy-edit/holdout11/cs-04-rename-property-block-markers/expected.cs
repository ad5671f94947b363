namespace Acme.Orders.Domain;

public sealed class OrderLine
{
    public OrderLine(string sku, int qty, decimal unitPrice)
    {
        if (string.IsNullOrWhiteSpace(sku))
        {
            throw new ArgumentException("SKU is required", nameof(sku));
        }
        if (qty <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(qty), qty, "Quantity must be positive");
        }

        Sku = sku;
        Quantity = qty;
        UnitPrice = unitPrice;
    }

    public string Sku { get; }
    public int Quantity { get; private set; }
    public decimal UnitPrice { get; }
    public decimal Total => UnitPrice * Quantity;

    public void Increase(int amount)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount));
        }
        Quantity += amount;
    }

    public void Decrease(int amount)
    {
        if (amount <= 0 || amount > Quantity)
        {
            throw new ArgumentOutOfRangeException(nameof(amount));
        }
        Quantity -= amount;
    }
}

public sealed class Order
{
    private readonly List<OrderLine> _lines = new();

    public Guid Id { get; } = Guid.NewGuid();
    public IReadOnlyList<OrderLine> Lines => _lines;
    public decimal Total => _lines.Sum(l => l.Total);
    public int ItemCount => _lines.Sum(l => l.Quantity);

    public void Add(string sku, int qty, decimal unitPrice)
    {
        var existing = _lines.FirstOrDefault(l => l.Sku == sku);
        if (existing is not null)
        {
            existing.Increase(qty);
            return;
        }
        _lines.Add(new OrderLine(sku, qty, unitPrice));
    }

    public void Remove(string sku, int qty)
    {
        var existing = _lines.FirstOrDefault(l => l.Sku == sku)
            ?? throw new InvalidOperationException($"No line for {sku}");
        if (existing.Quantity == qty)
        {
            _lines.Remove(existing);
            return;
        }
        existing.Decrease(qty);
    }
}
