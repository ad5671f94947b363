import { Injectable, Logger } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository, In } from "typeorm";
import { Invoice, InvoiceStatus } from "./invoice.entity";
import { CreateInvoiceDto } from "./dto/create-invoice.dto";
import { MailerService } from "../mailer/mailer.service";

@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    @InjectRepository(Invoice)
    private readonly invoices: Repository<Invoice>,
    private readonly mailer: MailerService,
  ) {}

  async create(customerId: string, dto: CreateInvoiceDto): Promise<Invoice> {
    const invoice = this.invoices.create({
      customerId,
      lines: dto.lines,
      currency: dto.currency,
      dueDate: dto.dueDate,
      status: InvoiceStatus.Draft,
    });
    return this.invoices.save(invoice);
  }

  async findForCustomer(customerId: string): Promise<Invoice[]> {
    return this.invoices.find({
      where: { customerId },
      order: { createdAt: "DESC" },
    });
  }

  async send(id: string): Promise<void> {
    const invoice = await this.invoices.findOneByOrFail({ id });
    if (invoice.status !== InvoiceStatus.Draft) {
      throw new Error(`Invoice ${id} has already been sent`);
    }
    await this.mailer.sendInvoice(invoice);
    invoice.status = InvoiceStatus.Sent;
    invoice.sentAt = new Date();
    await this.invoices.save(invoice);
    this.logger.log(`Invoice ${id} sent to customer ${invoice.customerId}`);
  }

  async markPaid(ids: string[]): Promise<number> {
    const result = await this.invoices.update(
      { id: In(ids), status: InvoiceStatus.Sent },
      { status: InvoiceStatus.Paid, paidAt: new Date() },
    );
    return result.affected ?? 0;
  }
}