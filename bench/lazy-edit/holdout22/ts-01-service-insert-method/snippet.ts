// ... existing code ...

  async issue(id: string): Promise<Invoice> {
    // ... existing code ...
    invoice.issuedAt = new Date();
    return this.invoices.save(invoice);
  }

  async markPaid(ids: string[]): Promise<number> {
    if (ids.length === 0) {
      return 0;
    }
    const result = await this.invoices.update(
      { id: In(ids), status: InvoiceStatus.Issued },
      { status: InvoiceStatus.Paid, paidAt: new Date() },
    );
    this.logger.log(`Marked ${result.affected ?? 0} invoice(s) as paid`);
    return result.affected ?? 0;
  }

  async remove(id: string): Promise<void> {
// ... existing code ...
