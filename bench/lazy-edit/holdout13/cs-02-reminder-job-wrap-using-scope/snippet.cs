// ... existing code ...
        foreach (var invoice in overdue)
        {
            if (invoice.LastReminderOn == today)
            {
                continue;
            }

            using (_logger.BeginScope(new Dictionary<string, object> { ["InvoiceId"] = invoice.Id }))
            {
                try
                {
                    var stopwatch = Stopwatch.StartNew();
                    await _email.SendAsync(
                        invoice.CustomerEmail,
                        $"Invoice {invoice.Number} is overdue",
                        ReminderTemplates.Overdue(invoice),
                        cancellationToken);
                    await _invoices.MarkReminderSentAsync(invoice.Id, today, cancellationToken);
                    _logger.LogInformation("Sent reminder for {InvoiceNumber} in {Elapsed} ms", invoice.Number, stopwatch.ElapsedMilliseconds);
                    sent++;
                }
                catch (EmailDeliveryException ex)
                {
                    _logger.LogWarning(ex, "Could not send reminder for {InvoiceNumber}", invoice.Number);
                }
            }
        }
// ... existing code ...
