import { Injectable, Logger, NotFoundException } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository, In } from "typeorm";
import { Invoice, InvoiceStatus } from "./invoice.entity";
import { CreateInvoiceDto } from "./dto/create-invoice.dto";
import { MailerService } from "../mailer/mailer.service";

@Injectable()
export class InvoiceService {
  private readonly logger = new Logger(InvoiceService.name);

  constructor(
    @InjectRepository(Invoice)
    private readonly invoices: Repository<Invoice>,
    private readonly mailer: MailerService,
  ) {}

  async findOne(id: string): Promise<Invoice> {
    const invoice = await this.invoices.findOne({ where: { id }, relations: ["lines"] });
    if (!invoice) {
      throw new NotFoundException(`Invoice ${id} not found`);
    }
    return invoice;
  }

  async findMany(ids: string[]): Promise<Invoice[]> {
    if (ids.length === 0) return [];
    return this.invoices.find({ where: { id: In(ids) }, relations: ["lines"] });
  }

  async create(dto: CreateInvoiceDto): Promise<Invoice> {
    const invoice = this.invoices.create({
      customerId: dto.customerId,
      currency: dto.currency ?? "EUR",
      dueDate: dto.dueDate,
      status: InvoiceStatus.Draft,
      lines: dto.lines.map((l) => ({ ...l, total: l.quantity * l.unitPrice })),
    });
    const saved = await this.invoices.save(invoice);
    this.logger.log(`Created invoice ${saved.id} for customer ${dto.customerId}`);
    return saved;
  }

  /**
   * @deprecated Use {@link send} instead. Kept for the v1 API.
   */
  async sendLegacy(id: string, email: string): Promise<void> {
    const invoice = await this.findOne(id);
    await this.mailer.sendRaw(email, `Invoice ${invoice.number}`, invoice.toPlainText());
    invoice.status = InvoiceStatus.Sent;
    await this.invoices.save(invoice);
  }

  async send(id: string): Promise<Invoice> {
    const invoice = await this.findOne(id);
    if (invoice.status !== InvoiceStatus.Draft) {
      throw new Error(`Invoice ${id} has already been sent`);
    }
    await this.mailer.sendTemplate("invoice", invoice.customer.email, { invoice });
    invoice.status = InvoiceStatus.Sent;
    invoice.sentAt = new Date();
    return this.invoices.save(invoice);
  }

  async markPaid(id: string, paidAt = new Date()): Promise<Invoice> {
    const invoice = await this.findOne(id);
    invoice.status = InvoiceStatus.Paid;
    invoice.paidAt = paidAt;
    return this.invoices.save(invoice);
  }

  async remove(id: string): Promise<void> {
    const invoice = await this.findOne(id);
    if (invoice.status !== InvoiceStatus.Draft) {
      throw new Error("Only draft invoices can be deleted");
    }
    await this.invoices.remove(invoice);
  }
}
