/* ... existing code ... */
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
        /* ... existing code ... */
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
/* ... existing code ... */
    public int ItemCount => _lines.Sum(l => l.Quantity);
/* ... existing code ... */
        if (existing.Quantity == qty)
/* ... existing code ... */
