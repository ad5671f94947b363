import { Injectable, NotFoundException, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, In } from 'typeorm';

import { Invoice } from './entities/invoice.entity';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { UpdateInvoiceDto } from './dto/update-invoice.dto';
import { InvoiceStatus } from './invoice-status.enum';

@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    @InjectRepository(Invoice)
    private readonly invoices: Repository<Invoice>,
  ) {}

  async create(dto: CreateInvoiceDto): Promise<Invoice> {
    const invoice = this.invoices.create({
      ...dto,
      status: InvoiceStatus.Draft,
      issuedAt: null,
    });
    return this.invoices.save(invoice);
  }

  async findAll(customerId?: string): Promise<Invoice[]> {
    if (customerId) {
      return this.invoices.find({
        where: { customerId },
        order: { createdAt: 'DESC' },
      });
    }
    return this.invoices.find({ order: { createdAt: 'DESC' } });
  }

  async findMany(ids: string[]): Promise<Invoice[]> {
    return this.invoices.findBy({ id: In(ids) });
  }

  async findOne(id: string): Promise<Invoice> {
    const invoice = await this.invoices.findOne({ where: { id } });
    if (!invoice) {
      throw new NotFoundException(`Invoice ${id} not found`);
    }
    return invoice;
  }

  async update(id: string, dto: UpdateInvoiceDto): Promise<Invoice> {
    const invoice = await this.findOne(id);
    Object.assign(invoice, dto);
    return this.invoices.save(invoice);
  }

  async issue(id: string): Promise<Invoice> {
    const invoice = await this.findOne(id);
    if (invoice.status !== InvoiceStatus.Draft) {
      this.logger.warn(`Refusing to issue invoice ${id} in status ${invoice.status}`);
      return invoice;
    }
    invoice.status = InvoiceStatus.Issued;
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
    const invoice = await this.findOne(id);
    await this.invoices.remove(invoice);
  }
}
