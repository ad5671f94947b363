using System.Text;
using System.Text.RegularExpressions;

namespace Forgekeep.Core.Text;

public static partial class Slug
{
    private const int MaxLength = 64;

    [GeneratedRegex("[^a-z0-9]+")]
    private static partial Regex NonAlphanumeric();

    public static string Create(string title)
    {
        ArgumentNullException.ThrowIfNull(title);
        var normalized = title.Normalize(NormalizationForm.FormD);
        var builder = new StringBuilder(normalized.Length);
        foreach (var ch in normalized)
        {
            if (char.GetUnicodeCategory(ch) != System.Globalization.UnicodeCategory.NonSpacingMark)
            {
                builder.Append(char.ToLowerInvariant(ch));
            }
        }
        var slug = NonAlphanumeric().Replace(builder.ToString(), "-").Trim('-');
        return slug.Length <= MaxLength ? slug : slug[..MaxLength].TrimEnd('-');
    }

    public static string MakeUnique(string slug, ISet<string> taken)
    {
        if (!taken.Contains(slug))
        {
            return slug;
        }
        var suffix = 2;
        while (taken.Contains($"{slug}-{suffix}"))
        {
            suffix++;
        }
        return $"{slug}-{suffix}";
    }
}
