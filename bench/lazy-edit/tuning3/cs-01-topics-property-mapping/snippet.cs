// ... existing code ...
    public int StarCount { get; init; }
    public IReadOnlyList<string> Topics { get; init; } = Array.Empty<string>();
    public DateTimeOffset CreatedAt { get; init; }
    // ... existing code ...
            StarCount = repo.StarCount,
            Topics = repo.Topics.OrderBy(t => t, StringComparer.Ordinal).ToList(),
            CreatedAt = repo.CreatedAt,
            // ... existing code ...
        if (request.Visibility is not null)
        {
            repo.Visibility = Enum.Parse<Visibility>(request.Visibility, ignoreCase: true);
        }
        if (request.Topics is not null)
        {
            repo.Topics = request.Topics.Select(t => t.Trim().ToLowerInvariant()).Distinct().ToList();
        }
        repo.UpdatedAt = DateTimeOffset.UtcNow;
        return repo;
    }
}

public sealed class UpdateRepositoryRequest
{
    public string? Description { get; init; }
    public string? DefaultBranch { get; init; }
    public string? Visibility { get; init; }
    public string[]? Topics { get; init; }
}
