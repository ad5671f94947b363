// ... existing code ...
using Grove.Storage;
using Microsoft.Extensions.Logging;

namespace Grove.Services;

public sealed class PushService
{
    private readonly IRepositoryStore _repositories;
    private readonly IRefStore _refs;
    private readonly IEventPublisher _events;
    private readonly ILogger<PushService> _logger;

    public PushService(IRepositoryStore repositories, IRefStore refs, IEventPublisher events, ILogger<PushService> logger)
    {
        _repositories = repositories;
        _refs = refs;
        _events = events;
        _logger = logger;
    }

    // ... existing code ...
            if (current != update.OldId)
            {
                _logger.LogWarning("Rejected push to {RepoId}: stale ref {Ref}", repoId, update.Name);
                return PushResult.Rejected($"stale info for {update.Name}");
            }
            // ... existing code ...
        await _events.PublishAsync(new PushEvent(repoId, pusherId, updates), ct);
        _logger.LogInformation("Applied {Count} ref updates to {RepoId}", applied, repoId);
        return PushResult.Accepted(applied);
    }

    public async Task<bool> RollbackAsync(Guid repoId, RefUpdate update, CancellationToken ct)
    {
        try
        {
            // ... existing code ...
        }
        catch (ConcurrencyException ex)
        {
            _logger.LogWarning(ex, "Rollback of {Ref} in {RepoId} lost a race", update.Name, repoId);
            return false;
        }
    }
    // ... existing code ...
