// ... existing code ...

function buildInvoiceQuery(filter: InvoiceFilter, page: number): URLSearchParams {
  // ... existing code ...
}

async function fetchInvoices(
  filter: InvoiceFilter,
  page: number,
  signal: AbortSignal,
): Promise<Paginated<Invoice>> {
  const query = buildInvoiceQuery(filter, page);
  // ... existing code ...
}

// ... existing code ...
