import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
// ... existing code ...

  async issue(id: string): Promise<Invoice> {
    // ... existing code ...
    return this.invoices.save(invoice);
  }

  async markPaid(id: string, paidAt: Date = new Date()): Promise<Invoice> {
    const invoice = await this.findOne(id);
    if (invoice.status !== InvoiceStatus.Issued) {
      throw new BadRequestException(
        `Only issued invoices can be paid (invoice ${id} is ${invoice.status})`,
      );
    }
    invoice.status = InvoiceStatus.Paid;
    invoice.paidAt = paidAt;
    return this.invoices.save(invoice);
  }

  async remove(id: string): Promise<void> {
// ... existing code ...
