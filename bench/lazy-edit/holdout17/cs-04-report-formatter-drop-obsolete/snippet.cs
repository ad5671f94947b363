    // ... existing code ...

    public static string FormatPercent(decimal ratio, int decimals = 1)
    {
        return (ratio * 100).ToString($"F{decimals}", Invariant) + "%";
    }

    public static string FormatDate(DateOnly date)
    {
        return date.ToString("yyyy-MM-dd", Invariant);
    }

    public static string FormatDuration(TimeSpan duration)
    {
    // ... existing code ...
