using System;
using System.Collections.Generic;
using System.Linq;
using Grove.Domain;

namespace Grove.Api.Models;

public sealed class RepositoryResponse
{
    public string Id { get; init; } = "";
    public string Owner { get; init; } = "";
    public string Name { get; init; } = "";
    public string FullName => $"{Owner}/{Name}";
    public string? Description { get; init; }
    public string Visibility { get; init; } = "private";
    public string DefaultBranch { get; init; } = "main";
    public int StarCount { get; init; }
    public IReadOnlyList<string> Topics { get; init; } = Array.Empty<string>();
    public DateTimeOffset CreatedAt { get; init; }
    public DateTimeOffset UpdatedAt { get; init; }
}

public static class RepositoryMapping
{
    public static RepositoryResponse ToResponse(this Repository repo, string ownerLogin)
    {
        return new RepositoryResponse
        {
            Id = repo.Id.ToString(),
            Owner = ownerLogin,
            Name = repo.Name,
            Description = repo.Description,
            Visibility = repo.Visibility.ToString().ToLowerInvariant(),
            DefaultBranch = repo.DefaultBranch,
            StarCount = repo.StarCount,
            Topics = repo.Topics.OrderBy(t => t, StringComparer.Ordinal).ToList(),
            CreatedAt = repo.CreatedAt,
            UpdatedAt = repo.UpdatedAt,
        };
    }

    public static IReadOnlyList<RepositoryResponse> ToResponses(
        this IEnumerable<Repository> repos,
        IReadOnlyDictionary<Guid, string> ownerLogins)
    {
        return repos
            .Select(r => r.ToResponse(ownerLogins.TryGetValue(r.OwnerId, out var login) ? login : "unknown"))
            .ToList();
    }

    public static Repository ApplyUpdate(this Repository repo, UpdateRepositoryRequest request)
    {
        if (request.Description is not null)
        {
            repo.Description = request.Description.Trim();
        }
        if (request.DefaultBranch is not null)
        {
            repo.DefaultBranch = request.DefaultBranch;
        }
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
