using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
// ... existing code ...
        public bool UseTls { get; set; }
        public int MaxRecipientsPerBatch { get; set; } = 50;
    }
// ... existing code ...
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
                // ... existing code ...
