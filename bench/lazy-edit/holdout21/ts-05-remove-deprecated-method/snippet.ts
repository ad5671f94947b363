// ... existing code ...
import { Repository, In } from "typeorm";
import { Invoice, InvoiceStatus } from "./invoice.entity";
// ... existing code ...
  async findForCustomer(customerId: string): Promise<Invoice[]> {
    return this.invoices.find({
      where: { customerId },
      order: { createdAt: "DESC" },
    });
  }

  async send(id: string): Promise<void> {
// ... existing code ...
