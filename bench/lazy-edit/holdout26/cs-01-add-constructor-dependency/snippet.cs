// ... existing code ...
        private readonly IEmailSender _emailSender;
        private readonly ISmsSender _smsSender;
        private readonly IPushSender _pushSender;
        private readonly ILogger<NotificationService> _logger;
        private readonly NotificationOptions _options;

        public NotificationService(
            IEmailSender emailSender,
            ISmsSender smsSender,
            IPushSender pushSender,
            IOptions<NotificationOptions> options,
            ILogger<NotificationService> logger)
        {
            _emailSender = emailSender ?? throw new ArgumentNullException(nameof(emailSender));
            _smsSender = smsSender ?? throw new ArgumentNullException(nameof(smsSender));
            _pushSender = pushSender ?? throw new ArgumentNullException(nameof(pushSender));
            _options = options.Value;
            _logger = logger;
        }

        // ... existing code ...
            if (notification.Channels.HasFlag(Channel.Sms) && _options.SmsEnabled && !string.IsNullOrEmpty(notification.Recipient.Phone))
            {
                tasks.Add(_smsSender.SendAsync(notification.Recipient.Phone, Truncate(notification.Body, _options.MaxSmsLength), cancellationToken));
            }
            if (notification.Channels.HasFlag(Channel.Push) && notification.Recipient.DeviceTokens.Count > 0)
            {
                tasks.Add(_pushSender.SendAsync(notification.Recipient.DeviceTokens, notification.Subject, cancellationToken));
            }

            // ... existing code ...
