using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;
using Acme.Billing.Data;
using Acme.Billing.Domain;

namespace Acme.Billing.Services;

public class InvoiceQueryService
{
    private readonly BillingDbContext _db;
    private readonly TimeProvider _clock;

    public InvoiceQueryService(BillingDbContext db, TimeProvider clock)
    {
        _db = db;
        _clock = clock;
    }

    public async Task<List<Invoice>> GetOpenInvoicesAsync(Guid customerId, CancellationToken ct = default)
    {
        return await _db.Invoices
            .AsNoTracking()
            .Where(i => i.CustomerId == customerId && i.Status == InvoiceStatus.Open)
            .OrderBy(i => i.DueDate)
            .ToListAsync(ct);
    }

    public async Task<List<Invoice>> GetOverdueInvoicesAsync(CancellationToken ct = default)
    {
        var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        return await _db.Invoices
            .AsNoTracking()
            .Where(i => i.Status == InvoiceStatus.Open && i.DueDate < today)
            .OrderBy(i => i.DueDate)
            .ToListAsync(ct);
    }

    public async Task<List<Invoice>> GetPaidInvoicesAsync(Guid customerId, CancellationToken ct = default)
    {
        return await _db.Invoices
            .AsNoTracking()
            .Where(i => i.CustomerId == customerId && i.Status == InvoiceStatus.Paid)
            .OrderBy(i => i.DueDate)
            .ToListAsync(ct);
    }

    public async Task<decimal> GetOutstandingBalanceAsync(Guid customerId, CancellationToken ct = default)
    {
        return await _db.Invoices
            .Where(i => i.CustomerId == customerId && i.Status == InvoiceStatus.Open)
            .SumAsync(i => i.AmountDue, ct);
    }
}
