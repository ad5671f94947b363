import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../infra/logger.js';
import type { Delivery, WebhookStore } from '../store/webhooks.js';
import { signPayload } from './signing.js';

const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 500;

export interface DeliveryResult {
  ok: boolean;
  status: number | null;
  durationMs: number;
}

export class WebhookDispatcher {
  constructor(
    private readonly store: WebhookStore,
    private readonly logger: Logger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async deliver(delivery: Delivery): Promise<DeliveryResult> {
    const body = JSON.stringify(delivery.payload);
    const signature = signPayload(delivery.secret, body);
    const started = Date.now();
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
  }

  async deliverWithRetry(delivery: Delivery): Promise<DeliveryResult> {
    let last: DeliveryResult = { ok: false, status: null, durationMs: 0 };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      last = await this.deliver(delivery);
      if (last.ok) {
        return last;
      }
      this.logger.warn('webhook delivery failed', { id: delivery.id, attempt, status: last.status });
      await sleep(BASE_DELAY_MS * 2 ** (attempt - 1));
    }
    await this.store.markFailed(delivery.id);
    return last;
  }
}
