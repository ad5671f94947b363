  // ... existing code ...

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

  // ... existing code ...
