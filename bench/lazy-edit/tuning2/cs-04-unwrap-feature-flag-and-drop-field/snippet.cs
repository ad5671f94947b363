// ... existing code ...
    public class PriceCalculator
    {
        private readonly ITaxTable _taxes;
        private readonly IDiscountRules _discounts;

        public PriceCalculator(ITaxTable taxes, IDiscountRules discounts)
        {
            _taxes = taxes;
            _discounts = discounts;
        }
// ... existing code ...
            decimal subtotal = cart.Lines.Sum(l => l.UnitPrice * l.Quantity);
            var rule = _discounts.FindBestRule(cart);
            decimal discount = rule?.Apply(subtotal) ?? 0m;
            discount = Math.Min(discount, subtotal);

            decimal taxable = subtotal - discount;
// ... existing code ...
