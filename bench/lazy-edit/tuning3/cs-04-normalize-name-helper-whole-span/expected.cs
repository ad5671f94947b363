using System;
using System.Text.RegularExpressions;

namespace Grove.Domain;

public sealed class Label
{
    private const int MaxNameLength = 50;
    private static readonly Regex ColorPattern = new("^[0-9a-fA-F]{6}$", RegexOptions.Compiled);

    public Guid Id { get; }
    public Guid RepoId { get; }
    public string Name { get; private set; }
    public string Color { get; private set; }
    public string? Description { get; private set; }

    public Label(Guid id, Guid repoId, string name, string color, string? description = null)
    {
        Id = id;
        RepoId = repoId;
        Name = NormalizeName(name);
        Color = color;
        Description = description;
    }

    public void Rename(string name)
    {
        Name = NormalizeName(name);
    }

    public void Recolor(string color)
    {
        if (color is null || !ColorPattern.IsMatch(color))
        {
            throw new ArgumentException($"invalid color '{color}'", nameof(color));
        }
        Color = color.ToLowerInvariant();
    }

    public void Describe(string? description)
    {
        Description = string.IsNullOrWhiteSpace(description) ? null : description.Trim();
    }

    public bool Matches(string query) =>
        Name.Contains(query, StringComparison.OrdinalIgnoreCase)
        || (Description?.Contains(query, StringComparison.OrdinalIgnoreCase) ?? false);

    private static string NormalizeName(string name)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(name);
        var trimmed = name.Trim();
        if (trimmed.Length > MaxNameLength)
        {
            throw new ArgumentException($"label name must be at most {MaxNameLength} characters", nameof(name));
        }
        return trimmed;
    }
}
