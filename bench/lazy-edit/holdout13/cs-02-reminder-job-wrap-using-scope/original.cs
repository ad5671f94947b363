using System.Diagnostics;
using Microsoft.Extensions.Logging;

namespace Billing.Worker.Jobs;

public sealed class InvoiceReminderJob
{
    private readonly IInvoiceRepository _invoices;
    private readonly IEmailSender _email;
    private readonly ILogger<InvoiceReminderJob> _logger;
    private readonly TimeProvider _clock;

    public InvoiceReminderJob(
        IInvoiceRepository invoices,
        IEmailSender email,
        ILogger<InvoiceReminderJob> logger,
        TimeProvider clock)
    {
        _invoices = invoices;
        _email = email;
        _logger = logger;
        _clock = clock;
    }

    public async Task<int> RunAsync(CancellationToken cancellationToken)
    {
        var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        var overdue = await _invoices.GetOverdueAsync(today, cancellationToken);
        var sent = 0;

        foreach (var invoice in overdue)
        {
            if (invoice.LastReminderOn == today)
            {
                continue;
            }

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

        _logger.LogInformation("Invoice reminder run finished: {Sent} of {Total} reminders sent", sent, overdue.Count);
        return sent;
    }
}
