import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, In } from 'typeorm';
import { Invoice, InvoiceStatus } from './invoice.entity';
import { CreateInvoiceDto } from './dto/create-invoice.dto';

@Injectable()
export class InvoicesService {
  // ... existing code ...

  async findByIds(ids: string[]): Promise<Invoice[]> {
    if (ids.length === 0) {
      return [];
    }
    return this.invoices.find({ where: { id: In(ids) } });
  }

  async computeTotals(id: string): Promise<{ net: number; tax: number; gross: number }> {
    // ... existing code ...
