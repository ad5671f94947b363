namespace Billing;

public static class InvoiceCalculator
{
    public static decimal Total(IEnumerable<InvoiceLine> lines, decimal taxRate)
    {
        var subtotal = lines.Sum(l => l.UnitPrice * l.Quantity);
        var tax = subtotal * taxRate;
        return decimal.Round(subtotal + tax, 2);
    }

    public static decimal Discount(decimal total, decimal percent)
    {
        return decimal.Round(total * percent / 100m, 2);
    }
}
