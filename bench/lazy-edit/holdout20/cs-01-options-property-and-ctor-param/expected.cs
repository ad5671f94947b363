using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Notifications
{
    public sealed class EmailOptions
    {
        public string SmtpHost { get; set; } = "localhost";
        public int SmtpPort { get; set; } = 25;
        public string FromAddress { get; set; } = "no-reply@acme.test";
        public bool UseTls { get; set; }
        public int MaxRecipientsPerBatch { get; set; } = 50;
    }

    public interface IEmailSender
    {
        Task SendAsync(string to, string subject, string htmlBody, CancellationToken ct = default);
    }

    public sealed class NotificationService
    {
        private readonly IEmailSender _sender;
        private readonly ILogger<NotificationService> _logger;
        private readonly EmailOptions _options;
        private readonly TimeProvider _time;

        public DateTimeOffset? LastSentAt { get; private set; }

        public NotificationService(
            IEmailSender sender,
            IOptions<EmailOptions> options,
            ILogger<NotificationService> logger,
            TimeProvider time)
        {
            _sender = sender ?? throw new ArgumentNullException(nameof(sender));
            _options = options.Value;
            _logger = logger;
            _time = time;
        }

        public async Task NotifyAsync(IEnumerable<string> recipients, string subject, string body, CancellationToken ct = default)
        {
            foreach (var recipient in recipients.Take(_options.MaxRecipientsPerBatch))
            {
                try
                {
                    await _sender.SendAsync(recipient, subject, body, ct).ConfigureAwait(false);
                    LastSentAt = _time.GetUtcNow();
                    _logger.LogInformation("Sent {Subject} to {Recipient}", subject, recipient);
                }
                catch (Exception ex) when (ex is not OperationCanceledException)
                {
                    _logger.LogWarning(ex, "Failed to send {Subject} to {Recipient}", subject, recipient);
                }
            }
        }

        public Task NotifyAdminsAsync(string subject, string body, CancellationToken ct = default)
        {
            var admins = new[] { "ops@acme.test", "oncall@acme.test" };
            return NotifyAsync(admins, $"[{_options.FromAddress}] {subject}", body, ct);
        }
    }
}
