using System;
using System.Linq;
using Acme.Shop.Domain;

namespace Acme.Shop.Pricing
{
    public class PriceCalculator
    {
        private readonly IFeatureFlags _featureFlags;
        private readonly ITaxTable _taxes;
        private readonly IDiscountRules _discounts;

        public PriceCalculator(IFeatureFlags featureFlags, ITaxTable taxes, IDiscountRules discounts)
        {
            _featureFlags = featureFlags;
            _taxes = taxes;
            _discounts = discounts;
        }

        public Quote Calculate(Cart cart, Address shipTo)
        {
            if (cart.Lines.Count == 0)
            {
                return Quote.Empty(cart.Currency);
            }

            decimal subtotal = cart.Lines.Sum(l => l.UnitPrice * l.Quantity);
            decimal discount;
            if (_featureFlags.IsEnabled("pricing.tiered-discounts"))
            {
                var rule = _discounts.FindBestRule(cart);
                discount = rule?.Apply(subtotal) ?? 0m;
                discount = Math.Min(discount, subtotal);
            }
            else
            {
                discount = cart.CouponCode is null ? 0m : subtotal * 0.1m;
            }

            decimal taxable = subtotal - discount;
            decimal tax = Math.Round(taxable * _taxes.RateFor(shipTo), 2, MidpointRounding.AwayFromZero);
            return new Quote(cart.Currency, subtotal, discount, tax, taxable + tax);
        }

        public decimal ShippingFor(Cart cart, Address shipTo)
        {
            if (cart.Lines.Sum(l => l.Quantity) == 0)
            {
                return 0m;
            }
            return shipTo.Country == "US" ? 5.99m : 19.99m;
        }
    }
}
