using System.Globalization;

namespace Reporting.Formatting;

public static class ReportFormatter
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    public static string FormatCurrency(decimal amount, string currencyCode)
    {
        var culture = currencyCode switch
        {
            "EUR" => CultureInfo.GetCultureInfo("de-DE"),
            "GBP" => CultureInfo.GetCultureInfo("en-GB"),
            "JPY" => CultureInfo.GetCultureInfo("ja-JP"),
            _ => CultureInfo.GetCultureInfo("en-US"),
        };
        return amount.ToString("C", culture);
    }

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
        if (duration.TotalHours >= 1)
        {
            return $"{(int)duration.TotalHours}h {duration.Minutes:D2}m";
        }
        if (duration.TotalMinutes >= 1)
        {
            return $"{duration.Minutes}m {duration.Seconds:D2}s";
        }
        return $"{duration.TotalSeconds:F1}s";
    }

    public static string Truncate(string value, int maxLength)
    {
        if (value.Length <= maxLength)
        {
            return value;
        }
        return value[..Math.Max(0, maxLength - 1)] + "…";
    }
}
