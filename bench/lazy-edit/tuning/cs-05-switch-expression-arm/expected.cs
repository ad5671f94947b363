public static class Fees
{
    public static decimal For(Plan plan) => plan switch
    {
        Plan.Free => 0m,
        Plan.Pro => 15m,
        Plan.Team => 40m,
        Plan.Enterprise => 200m,
        _ => throw new ArgumentOutOfRangeException(nameof(plan)),
    };
}
