import { ConflictException, Injectable, Logger, NotFoundException } from "@nestjs/common";
// ...existing code...

  async create(dto: CreateInvoiceDto): Promise<Invoice> {
    // ...existing code...
    this.logger.log(`Created invoice ${saved.id} for customer ${dto.customerId}`);
    return saved;
  }

  async send(id: string): Promise<Invoice> {
    const invoice = await this.findOne(id);
    if (invoice.status !== InvoiceStatus.Draft) {
      throw new ConflictException(`Invoice ${id} has already been sent`);
    }
    // ...existing code...
  }

  async markPaid(id: string, paidAt = new Date()): Promise<Invoice> {
  // ...existing code...
