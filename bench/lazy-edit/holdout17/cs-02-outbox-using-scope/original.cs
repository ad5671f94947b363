using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using Notifications.Data;
using Notifications.Delivery;

namespace Notifications.Workers;

public sealed class OutboxDispatcher : BackgroundService
{
    private readonly IServiceScopeFactory _scopeFactory;
    private readonly ILogger<OutboxDispatcher> _logger;
    private readonly OutboxOptions _options;

    public OutboxDispatcher(
        IServiceScopeFactory scopeFactory,
        ILogger<OutboxDispatcher> logger,
        IOptions<OutboxOptions> options)
    {
        _scopeFactory = scopeFactory;
        _logger = logger;
        _options = options.Value;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        _logger.LogInformation("Outbox dispatcher started, polling every {Interval}", _options.PollInterval);
        while (!stoppingToken.IsCancellationRequested)
        {
            var dispatched = await DispatchBatchAsync(stoppingToken);
            if (dispatched == 0)
            {
                await Task.Delay(_options.PollInterval, stoppingToken);
            }
        }
    }

    private async Task<int> DispatchBatchAsync(CancellationToken ct)
    {
        var db = _scopeFactory.CreateScope().ServiceProvider.GetRequiredService<NotificationsDbContext>();
        var sender = _scopeFactory.CreateScope().ServiceProvider.GetRequiredService<INotificationSender>();

        var messages = await db.OutboxMessages
            .Where(m => m.SentAt == null && m.Attempts < _options.MaxAttempts)
            .OrderBy(m => m.CreatedAt)
            .Take(_options.BatchSize)
            .ToListAsync(ct);

        foreach (var message in messages)
        {
            try
            {
                await sender.SendAsync(message.Channel, message.Recipient, message.Payload, ct);
                message.SentAt = DateTimeOffset.UtcNow;
            }
            catch (Exception ex)
            {
                message.Attempts++;
                message.LastError = ex.Message;
                _logger.LogWarning(ex, "Failed to dispatch outbox message {Id}", message.Id);
            }
        }

        await db.SaveChangesAsync(ct);
        return messages.Count;
    }
}
