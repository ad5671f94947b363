// ... existing code ...
    public string FromAddress { get; set; } = "no-reply@acme.test";
    public string? ReplyToAddress { get; set; }
    public bool UseSsl { get; set; }
}

// ... existing code ...
            IsBodyHtml = notification.IsHtml,
        };

        if (!string.IsNullOrWhiteSpace(_options.ReplyToAddress))
        {
            message.ReplyToList.Add(new MailAddress(_options.ReplyToAddress));
        }

        await client.SendMailAsync(message, cancellationToken);
// ... existing code ...
