import axios, { AxiosInstance } from 'axios';
import { logger } from '../logger';
import type { Invoice, InvoiceStatus, Paginated } from './types';

export class BillingClient {
  private readonly http: AxiosInstance;

  constructor(baseURL: string, private readonly apiKey: string) {
    this.http = axios.create({
      baseURL,
      timeout: 10_000,
      headers: { Authorization: `Bearer ${apiKey}` },
    });
  }

  async listInvoices(customerId: string, page = 1): Promise<Paginated<Invoice>> {
    const { data } = await this.http.get<Paginated<Invoice>>('/invoices', {
      params: { customer_id: customerId, page, per_page: 50 },
    });
    return data;
  }

  async getInvoice(id: string): Promise<Invoice> {
    const { data } = await this.http.get<Invoice>(`/invoices/${id}`);
    return data;
  }

  async updateStatus(id: string, status: InvoiceStatus): Promise<Invoice> {
    try {
      const { data } = await this.http.patch<Invoice>(`/invoices/${id}`, { status });
      logger.info('invoice status updated', { id, status });
      return data;
    } catch (err) {
      logger.error('failed to update invoice status', { id, status, err });
      throw err;
    }
  }

  async voidInvoice(id: string, reason: string): Promise<void> {
    await this.http.post(`/invoices/${id}/void`, { reason });
    logger.info('invoice voided', { id });
  }
}
