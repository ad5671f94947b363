namespace Shipping.Domain;

public enum ParcelSize
{
    Small,
    Medium,
    Large,
    Oversized,
}

public sealed record Address(string Line1, string City, string PostalCode, string CountryCode);

public sealed record Parcel(decimal WeightKg, ParcelSize Size, bool Fragile = false);

public sealed class RateCalculator
{
    private readonly IReadOnlyDictionary<string, decimal> _zoneMultipliers;

    public RateCalculator(IReadOnlyDictionary<string, decimal> zoneMultipliers)
    {
        _zoneMultipliers = zoneMultipliers;
    }

    public decimal Quote(Address destination, Parcel parcel)
    {
        var baseRate = parcel.Size switch
        {
            ParcelSize.Small => 4.50m,
            ParcelSize.Medium => 7.90m,
            ParcelSize.Large => 12.00m,
            ParcelSize.Oversized => 25.00m,
            _ => throw new ArgumentOutOfRangeException(nameof(parcel)),
        };

        var weightCharge = Math.Max(0, parcel.WeightKg - 1m) * 1.25m;
        var fragileCharge = parcel.Fragile ? 3.00m : 0m;
        var multiplier = _zoneMultipliers.TryGetValue(destination.CountryCode, out var m) ? m : 2.0m;

        return Math.Round((baseRate + weightCharge + fragileCharge) * multiplier, 2, MidpointRounding.AwayFromZero);
    }
}
