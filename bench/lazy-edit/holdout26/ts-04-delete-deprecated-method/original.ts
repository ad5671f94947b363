import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, In } from 'typeorm';
import { Invoice, InvoiceStatus } from './invoice.entity';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { legacyTotals } from './legacy/totals';

@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(Invoice)
    private readonly invoices: Repository<Invoice>,
  ) {}

  async create(dto: CreateInvoiceDto): Promise<Invoice> {
    const invoice = this.invoices.create({
      customerId: dto.customerId,
      lines: dto.lines,
      currency: dto.currency ?? 'EUR',
      status: InvoiceStatus.Draft,
    });
    return this.invoices.save(invoice);
  }

  async findByIds(ids: string[]): Promise<Invoice[]> {
    if (ids.length === 0) {
      return [];
    }
    return this.invoices.find({ where: { id: In(ids) } });
  }

  /**
   * @deprecated Use {@link computeTotals} instead. Kept for the v1 API.
   */
  async computeLegacyTotals(id: string): Promise<number> {
    const invoice = await this.invoices.findOneByOrFail({ id });
    return legacyTotals(invoice.lines);
  }

  async computeTotals(id: string): Promise<{ net: number; tax: number; gross: number }> {
    const invoice = await this.invoices.findOneByOrFail({ id });
    let net = 0;
    let tax = 0;
    for (const line of invoice.lines) {
      const lineNet = line.quantity * line.unitPrice;
      net += lineNet;
      tax += lineNet * line.taxRate;
    }
    return { net, tax, gross: net + tax };
  }

  async markSent(id: string): Promise<void> {
    await this.invoices.update({ id }, { status: InvoiceStatus.Sent, sentAt: new Date() });
  }

  async markPaid(id: string): Promise<void> {
    await this.invoices.update({ id }, { status: InvoiceStatus.Paid, paidAt: new Date() });
  }
}
