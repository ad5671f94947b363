// ... existing members ...
    private async Task<int> DispatchBatchAsync(CancellationToken ct)
    {
        using (var scope = _scopeFactory.CreateScope())
        {
            var db = scope.ServiceProvider.GetRequiredService<NotificationsDbContext>();
            var sender = scope.ServiceProvider.GetRequiredService<INotificationSender>();

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
}
