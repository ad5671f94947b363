/** SPEC "Webhook events": what a webhook may subscribe to (`*`: all of them). */
export const WEBHOOK_EVENTS = ['push', 'repo.created', 'repo.deleted', 'branch.created', 'branch.deleted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookSubscription = WebhookEvent | '*';

export interface Webhook {
  id: string;
  orgId: string;
  url: string;
  events: WebhookSubscription[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A webhook as stored: its signing secret sealed with the deployment's secret key. */
export interface StoredWebhook extends Webhook {
  sealedSecret: string;
}

/** One attempt to deliver one event to one webhook (there are no retries, so one per event). */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  event: WebhookEvent;
  /** True when the receiver answered 2xx. */
  ok: boolean;
  /** The receiver's HTTP status, or null when there was no answer (refused, unreachable, timed out). */
  responseStatus: number | null;
  durationMs: number;
  /** Why the delivery failed, in words; null when it succeeded. */
  error: string | null;
  deliveredAt: string;
}

export function isWebhookEvent(type: string): type is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

export function subscribes(hook: Pick<Webhook, 'events' | 'active'>, event: WebhookEvent): boolean {
  return hook.active && (hook.events.includes('*') || hook.events.includes(event));
}

/** Limits Grove sets where SPEC is silent. */
export const WEBHOOK_LIMITS = {
  perOrg: 100,
  urlLength: 2048,
  timeoutMs: 10_000,
  /** Delivery records kept per webhook (the newest). */
  deliveriesKept: 1000,
  deliveriesPage: { default: 20, max: 100 },
} as const;
