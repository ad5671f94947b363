namespace Acme.Shipping.Pricing
{
    using System;

    public enum ServiceLevel
    {
        Economy,
        Standard,
        Express,
        Overnight,
    }

    public enum Zone
    {
        Domestic,
        Neighbouring,
        International,
    }

    public sealed class RateCalculator
    {
        private const decimal FuelSurchargeRate = 0.085m;

        public decimal BaseRate(ServiceLevel level, Zone zone)
        {
            return zone switch
            {
                Zone.Domestic => level switch
                {
                    ServiceLevel.Economy => 4.90m,
                    ServiceLevel.Standard => 6.50m,
                    ServiceLevel.Express => 12.00m,
                    ServiceLevel.Overnight => 24.00m,
                    _ => throw new ArgumentOutOfRangeException(nameof(level)),
                },
                Zone.Neighbouring => level switch
                {
                    ServiceLevel.Economy => 9.90m,
                    ServiceLevel.Standard => 13.50m,
                    ServiceLevel.Express => 22.00m,
                    ServiceLevel.Overnight => 39.00m,
                    _ => throw new ArgumentOutOfRangeException(nameof(level)),
                },
                Zone.International => level switch
                {
                    ServiceLevel.Economy => 19.90m,
                    ServiceLevel.Standard => 27.50m,
                    ServiceLevel.Express => 45.00m,
                    ServiceLevel.Overnight => throw new NotSupportedException("Overnight is not available internationally."),
                    _ => throw new ArgumentOutOfRangeException(nameof(level)),
                },
                _ => throw new ArgumentOutOfRangeException(nameof(zone)),
            };
        }

        public decimal WeightFactor(decimal kilograms)
        {
            if (kilograms <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(kilograms), "Weight must be positive.");
            }

            return kilograms switch
            {
                <= 1m => 1.0m,
                <= 5m => 1.4m,
                <= 10m => 2.1m,
                <= 20m => 3.0m,
                _ => 3.0m + Math.Ceiling((kilograms - 20m) / 5m) * 0.5m,
            };
        }

        public decimal Quote(ServiceLevel level, Zone zone, decimal kilograms)
        {
            var net = BaseRate(level, zone) * WeightFactor(kilograms);
            var fuel = Math.Round(net * FuelSurchargeRate, 2, MidpointRounding.AwayFromZero);
            return net + fuel;
        }
    }
}
