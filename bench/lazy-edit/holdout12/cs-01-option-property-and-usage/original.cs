using System;
using System.Collections.Generic;
using System.Net.Mail;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Notifications;

public sealed class EmailOptions
{
    public string SmtpHost { get; set; } = "localhost";
    public int SmtpPort { get; set; } = 25;
    public string FromAddress { get; set; } = "no-reply@acme.test";
    public bool UseSsl { get; set; }
}

public sealed class EmailNotifier : INotifier
{
    private readonly EmailOptions _options;
    private readonly ISmtpClientFactory _clientFactory;
    private readonly ILogger<EmailNotifier> _logger;

    public EmailNotifier(
        IOptions<EmailOptions> options,
        ISmtpClientFactory clientFactory,
        ILogger<EmailNotifier> logger)
    {
        _options = options.Value;
        _clientFactory = clientFactory;
        _logger = logger;
    }

    public string Channel => "email";

    public async Task SendAsync(Notification notification, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(notification);

        using var client = _clientFactory.Create(_options.SmtpHost, _options.SmtpPort, _options.UseSsl);
        using var message = new MailMessage(_options.FromAddress, notification.Recipient)
        {
            Subject = notification.Subject,
            Body = notification.Body,
            IsBodyHtml = notification.IsHtml,
        };

        await client.SendMailAsync(message, cancellationToken);
        _logger.LogInformation("Sent email {Subject} to {Recipient}", notification.Subject, notification.Recipient);
    }

    public async Task SendBatchAsync(IEnumerable<Notification> notifications, CancellationToken cancellationToken = default)
    {
        foreach (var notification in notifications)
        {
            await SendAsync(notification, cancellationToken);
        }
    }
}
