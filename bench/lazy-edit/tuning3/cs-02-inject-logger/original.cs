using System;
using System.Threading;
using System.Threading.Tasks;
using Grove.Domain;
using Grove.Git;
using Grove.Storage;

namespace Grove.Services;

public sealed class PushService
{
    private readonly IRepositoryStore _repositories;
    private readonly IRefStore _refs;
    private readonly IEventPublisher _events;

    public PushService(IRepositoryStore repositories, IRefStore refs, IEventPublisher events)
    {
        _repositories = repositories;
        _refs = refs;
        _events = events;
    }

    public async Task<PushResult> ApplyAsync(Guid repoId, RefUpdate[] updates, Guid pusherId, CancellationToken ct)
    {
        var repo = await _repositories.GetAsync(repoId, ct)
            ?? throw new NotFoundException($"repository {repoId} not found");
        if (repo.IsArchived)
        {
            return PushResult.Rejected("repository is archived");
        }

        var applied = 0;
        foreach (var update in updates)
        {
            var current = await _refs.GetAsync(repoId, update.Name, ct);
            if (current != update.OldId)
            {
                return PushResult.Rejected($"stale info for {update.Name}");
            }
            if (update.IsDelete && update.Name == $"refs/heads/{repo.DefaultBranch}")
            {
                return PushResult.Rejected("cannot delete the default branch");
            }
            await _refs.CompareAndSwapAsync(repoId, update.Name, update.OldId, update.NewId, ct);
            applied++;
        }

        await _events.PublishAsync(new PushEvent(repoId, pusherId, updates), ct);
        return PushResult.Accepted(applied);
    }

    public async Task<bool> RollbackAsync(Guid repoId, RefUpdate update, CancellationToken ct)
    {
        try
        {
            await _refs.CompareAndSwapAsync(repoId, update.Name, update.NewId, update.OldId, ct);
            return true;
        }
        catch (ConcurrencyException)
        {
            return false;
        }
    }

    public async Task<int> CountBranchesAsync(Guid repoId, CancellationToken ct)
    {
        var refs = await _refs.ListAsync(repoId, "refs/heads/", ct);
        return refs.Count;
    }
}

public sealed record PushResult(bool Ok, int Applied, string? Error)
{
    public static PushResult Accepted(int applied) => new(true, applied, null);

    public static PushResult Rejected(string error) => new(false, 0, error);
}
