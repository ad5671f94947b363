using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Contoso.Billing.Domain;
using Contoso.Billing.Infrastructure;

namespace Contoso.Billing.Application;

public sealed class SubscriptionRenewalService
{
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

    /// <summary>
    /// Attempts to renew every subscription whose period ends before <paramref name="asOf"/>.
    /// </summary>
    public async Task<int> RenewDueAsync(DateTimeOffset asOf, CancellationToken ct = default)
    {
        var due = await _subscriptions.GetDueForRenewalAsync(asOf, ct);
        var renewed = 0;

        foreach (var subscription in due)
        {
            ct.ThrowIfCancellationRequested();

            var result = await _payments.ChargeAsync(
                subscription.CustomerId,
                subscription.Plan.PriceCents,
                subscription.Plan.Currency,
                idempotencyKey: $"renew-{subscription.Id}-{subscription.CurrentPeriodEnd:yyyyMMdd}",
                ct);

            if (result.Succeeded)
            {
                subscription.Renew(result.ChargeId);
                renewed++;
            }
            else
            {
                _logger.LogWarning(
                    "Renewal failed for subscription {SubscriptionId}: {Reason}",
                    subscription.Id, result.FailureReason);
                subscription.MarkPastDue();
                await _notifications.SendPaymentFailedAsync(subscription.CustomerId, subscription.Id, ct);
            }

            await _subscriptions.SaveAsync(subscription, ct);
        }

        _logger.LogInformation("Renewed {Count} of {Total} subscriptions", renewed, due.Count);
        return renewed;
    }
}
