namespace Northwind.Shipping;

public enum Carrier
{
    Dhl,
    Ups,
    FedEx,
    Usps,
    Gls,
}

public sealed record Parcel(decimal WeightKg, decimal LengthCm, decimal WidthCm, decimal HeightCm, string DestinationCountry);

public interface IRateCalculator
{
    decimal Quote(Carrier carrier, Parcel parcel);
}

public sealed class TableRateCalculator : IRateCalculator
{
    private const decimal VolumetricDivisor = 5000m;

    public decimal Quote(Carrier carrier, Parcel parcel)
    {
        ArgumentNullException.ThrowIfNull(parcel);

        var billable = Math.Max(parcel.WeightKg, VolumetricWeight(parcel));
        var international = !string.Equals(parcel.DestinationCountry, "US", StringComparison.OrdinalIgnoreCase);

        var baseRate = carrier switch
        {
            Carrier.Dhl => 9.50m + billable * 2.10m,
            Carrier.Ups => 8.75m + billable * 2.35m,
            Carrier.FedEx => 8.90m + billable * 2.25m,
            Carrier.Gls => 7.40m + billable * 2.60m,
            Carrier.Usps when billable <= 0.45m => 4.60m,
            Carrier.Usps => 6.20m + billable * 1.80m,
            _ => throw new ArgumentOutOfRangeException(nameof(carrier), carrier, "Unknown carrier"),
        };

        var surcharge = carrier switch
        {
            Carrier.Dhl when international => 0m,
            Carrier.Ups when international => 12.00m,
            Carrier.FedEx when international => 14.50m,
            Carrier.Gls when international => 9.00m,
            Carrier.Usps when international => 18.00m,
            _ => 0m,
        };

        return decimal.Round(baseRate + surcharge, 2, MidpointRounding.AwayFromZero);
    }

    private static decimal VolumetricWeight(Parcel parcel) =>
        parcel.LengthCm * parcel.WidthCm * parcel.HeightCm / VolumetricDivisor;
}
