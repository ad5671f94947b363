namespace Billing;

public enum Plan
{
    Free,
    Starter,
    Pro,
    Enterprise,
}

public static class Pricing
{
    public const decimal VatRate = 0.2m;

    public static decimal MonthlyPrice(Plan plan) => plan switch
    {
        Plan.Free => 0m,
        Plan.Starter => 9m,
        Plan.Pro => 29m,
        Plan.Enterprise => 199m,
        _ => throw new ArgumentOutOfRangeException(nameof(plan), plan, null),
    };

    public static decimal Annual(Plan plan, bool includeVat)
    {
        var yearly = MonthlyPrice(plan) * 12;
        if (yearly >= 300m)
        {
            yearly *= 0.9m;
        }
        return includeVat ? yearly * (1 + VatRate) : yearly;
    }

    public static int SeatLimit(Plan plan) => plan switch
    {
        Plan.Free => 1,
        Plan.Starter => 3,
        Plan.Pro => 25,
        Plan.Enterprise => int.MaxValue,
        _ => 0,
    };
}
