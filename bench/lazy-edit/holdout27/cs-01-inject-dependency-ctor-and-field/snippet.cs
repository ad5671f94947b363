// ... existing code ...
    private readonly ISubscriptionRepository _subscriptions;
    private readonly IPaymentGateway _payments;
    private readonly INotificationSender _notifications;
    private readonly ILogger<SubscriptionRenewalService> _logger;

    public SubscriptionRenewalService(
        ISubscriptionRepository subscriptions,
        IPaymentGateway payments,
        INotificationSender notifications,
        ILogger<SubscriptionRenewalService> logger)
    {
        _subscriptions = subscriptions;
        _payments = payments;
        _notifications = notifications;
        _logger = logger;
    }

    // ... existing code ...
            else
            {
                _logger.LogWarning(
                    "Renewal failed for subscription {SubscriptionId}: {Reason}",
                    subscription.Id, result.FailureReason);
                subscription.MarkPastDue();
                await _notifications.SendPaymentFailedAsync(subscription.CustomerId, subscription.Id, ct);
            }
            // ... existing code ...
