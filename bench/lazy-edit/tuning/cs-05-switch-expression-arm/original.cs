public static class Fees
{
    public static decimal For(Plan plan) => plan switch
    {
        Plan.Free => 0m,
        Plan.Pro => 12m,
        Plan.Team => 40m,
        _ => throw new ArgumentOutOfRangeException(nameof(plan)),
    };
}
