// ... existing code ...
  async deliver(delivery: Delivery): Promise<DeliveryResult> {
    const body = JSON.stringify(delivery.payload);
    const signature = signPayload(delivery.secret, body);
    const started = Date.now();
    try {
      const response = await this.fetchImpl(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-grove-event': delivery.event,
          'x-grove-signature': signature,
        },
        body,
      });
      const durationMs = Date.now() - started;
      await this.store.recordAttempt(delivery.id, response.status, durationMs);
      return { ok: response.ok, status: response.status, durationMs };
    } catch (err) {
      const durationMs = Date.now() - started;
      this.logger.error('webhook request errored', { id: delivery.id, error: String(err) });
      await this.store.recordAttempt(delivery.id, null, durationMs);
      return { ok: false, status: null, durationMs };
    }
  }

// ... existing code ...
