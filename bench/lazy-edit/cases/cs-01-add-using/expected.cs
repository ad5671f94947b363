using System;
using System.Collections.Generic;
using System.Linq;

namespace Shop.Billing
{
    public class InvoiceBuilder
    {
        private readonly List<string> _lines = new();
        private decimal _total;

        public InvoiceBuilder AddLine(string description, decimal price)
        {
            _lines.Add($"{description}: {price:C}");
            _total += price;
            return this;
        }

        public string Build()
        {
            var header = "INVOICE";
            return header + Environment.NewLine + string.Join(Environment.NewLine, _lines);
        }

        public decimal Total => _total;
    }
}
