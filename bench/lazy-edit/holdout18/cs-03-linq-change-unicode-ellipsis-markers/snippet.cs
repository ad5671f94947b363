// … existing code …

    public async Task<List<Invoice>> GetPaidInvoicesAsync(Guid customerId, CancellationToken ct = default)
    {
        return await _db.Invoices
            .AsNoTracking()
            .Include(i => i.Payments)
            .Where(i => i.CustomerId == customerId && i.Status == InvoiceStatus.Paid)
            .OrderByDescending(i => i.PaidAt)
            .ToListAsync(ct);
    }

// … existing code …
