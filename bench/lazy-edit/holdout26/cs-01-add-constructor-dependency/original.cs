using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;
using Acme.Notifications.Abstractions;
using Acme.Notifications.Models;

namespace Acme.Notifications.Services
{
    public sealed class NotificationService : INotificationService
    {
        private readonly IEmailSender _emailSender;
        private readonly ISmsSender _smsSender;
        private readonly ILogger<NotificationService> _logger;
        private readonly NotificationOptions _options;

        public NotificationService(
            IEmailSender emailSender,
            ISmsSender smsSender,
            IOptions<NotificationOptions> options,
            ILogger<NotificationService> logger)
        {
            _emailSender = emailSender ?? throw new ArgumentNullException(nameof(emailSender));
            _smsSender = smsSender ?? throw new ArgumentNullException(nameof(smsSender));
            _options = options.Value;
            _logger = logger;
        }

        public async Task NotifyAsync(Notification notification, CancellationToken cancellationToken = default)
        {
            if (notification is null)
            {
                throw new ArgumentNullException(nameof(notification));
            }

            var tasks = new List<Task>();
            if (notification.Channels.HasFlag(Channel.Email) && !string.IsNullOrEmpty(notification.Recipient.Email))
            {
                tasks.Add(_emailSender.SendAsync(notification.Recipient.Email, notification.Subject, notification.Body, cancellationToken));
            }
            if (notification.Channels.HasFlag(Channel.Sms) && _options.SmsEnabled && !string.IsNullOrEmpty(notification.Recipient.Phone))
            {
                tasks.Add(_smsSender.SendAsync(notification.Recipient.Phone, Truncate(notification.Body, _options.MaxSmsLength), cancellationToken));
            }

            if (tasks.Count == 0)
            {
                _logger.LogWarning("Notification {Id} has no deliverable channel", notification.Id);
                return;
            }

            await Task.WhenAll(tasks).ConfigureAwait(false);
            _logger.LogInformation("Delivered notification {Id} via {Count} channel(s)", notification.Id, tasks.Count);
        }

        private static string Truncate(string value, int maxLength)
        {
            if (string.IsNullOrEmpty(value) || value.Length <= maxLength)
            {
                return value;
            }
            return value.Substring(0, maxLength - 1) + "\u2026";
        }
    }
}
