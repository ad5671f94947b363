using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;
using System.Linq;

namespace Acme.Crm.Contacts;

public sealed class Contact
{
    public Guid Id { get; init; } = Guid.NewGuid();

    [Required]
    [StringLength(200)]
    public string DisplayName { get; private set; }

    [EmailAddress]
    public string? Email { get; private set; }

    public string? Phone { get; private set; }

    public DateTimeOffset CreatedAt { get; init; } = DateTimeOffset.UtcNow;

    public DateTimeOffset? ArchivedAt { get; private set; }

    private readonly List<string> _tags = new();
    public IReadOnlyCollection<string> Tags => _tags.AsReadOnly();

    public Contact(string displayName, string? email = null, string? phone = null)
    {
        if (string.IsNullOrWhiteSpace(displayName))
        {
            throw new ArgumentException("Name must not be empty.", nameof(displayName));
        }

        DisplayName = displayName.Trim();
        Email = email?.Trim().ToLowerInvariant();
        Phone = phone;
    }

    public bool IsArchived => ArchivedAt is not null;

    public void Rename(string displayName)
    {
        if (string.IsNullOrWhiteSpace(displayName))
        {
            throw new ArgumentException("Name must not be empty.", nameof(displayName));
        }
        DisplayName = displayName.Trim();
    }

    public void UpdateContactDetails(string? email, string? phone)
    {
        Email = email?.Trim().ToLowerInvariant();
        Phone = phone;
    }

    public void AddTag(string tag)
    {
        var normalized = tag.Trim().ToLowerInvariant();
        if (normalized.Length > 0 && !_tags.Contains(normalized))
        {
            _tags.Add(normalized);
        }
    }

    public void Archive(DateTimeOffset when)
    {
        ArchivedAt ??= when;
    }

    public bool Matches(string query)
    {
        if (string.IsNullOrWhiteSpace(query))
        {
            return true;
        }
        var q = query.Trim();
        return DisplayName.Contains(q, StringComparison.OrdinalIgnoreCase)
            || (Email?.Contains(q, StringComparison.OrdinalIgnoreCase) ?? false)
            || _tags.Any(t => t.Contains(q, StringComparison.OrdinalIgnoreCase));
    }

    public override string ToString() => $"{DisplayName} <{Email ?? "no email"}>";
}
