import { AppError, invalid, notFound } from '../../domain/errors.js';
import type { Principal } from '../../domain/types.js';
import { type StoredWebhook, WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookDelivery, type WebhookSubscription } from '../../domain/webhooks.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import { type DeliveryDeps, WebhookDispatcher } from './delivery.js';
import { newWebhookSecret } from './payload.js';

export { WebhookDispatcher } from './delivery.js';
export { signature } from './payload.js';

export type WebhookDeps = DeliveryDeps;

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookSubscription[];
  active: boolean;
  created_at: string;
}

export interface DeliveryView {
  id: string;
  event: string;
  status: 'delivered' | 'failed';
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  delivered_at: string;
}

const view = (hook: StoredWebhook): WebhookView => ({ id: hook.id, url: hook.url, events: hook.events, active: hook.active, created_at: hook.createdAt });

const deliveryView = (d: WebhookDelivery): DeliveryView => ({
  id: d.id,
  event: d.event,
  status: d.ok ? 'delivered' : 'failed',
  response_status: d.responseStatus,
  duration_ms: d.durationMs,
  error: d.error,
  delivered_at: d.deliveredAt,
});

/** Webhooks of an organization (master key only) and, through the dispatcher, their delivery. */
export class WebhookService {
  readonly dispatcher: WebhookDispatcher;

  constructor(private readonly deps: WebhookDeps) {
    this.dispatcher = new WebhookDispatcher(deps);
  }

  async create(principal: Principal, input: { url: string; events: string[] }): Promise<WebhookView & { secret: string }> {
    const url = this.#url(input.url);
    const events = checkEvents(input.events);
    if ((await this.deps.store.webhooks.count(principal.org.id)) >= WEBHOOK_LIMITS.perOrg) {
      throw new AppError('UNPROCESSABLE', `an organization may have at most ${WEBHOOK_LIMITS.perOrg} webhooks; delete some first`);
    }
    const now = this.deps.clock.now();
    const id = newId('whk', now);
    const secret = newWebhookSecret();
    const at = new Date(now).toISOString();
    const hook = await this.deps.store.webhooks.create({
      id,
      orgId: principal.org.id,
      url,
      events,
      active: true,
      sealedSecret: this.deps.secrets.seal(secret, id),
      createdAt: at,
      updatedAt: at,
    });
    return { ...view(hook), secret };
  }

  async list(principal: Principal): Promise<{ webhooks: WebhookView[] }> {
    return { webhooks: (await this.deps.store.webhooks.list(principal.org.id)).map(view) };
  }

  async get(principal: Principal, id: string): Promise<WebhookView> {
    return view(await this.#find(principal, id));
  }

  async update(principal: Principal, id: string, input: { url?: string; events?: string[]; active?: boolean }): Promise<WebhookView> {
    const patch = {
      ...(input.url !== undefined ? { url: this.#url(input.url) } : {}),
      ...(input.events !== undefined ? { events: checkEvents(input.events) } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
    if (Object.keys(patch).length === 0) return this.get(principal, id);
    const updated = await this.deps.store.webhooks.update(principal.org.id, id, { ...patch, updatedAt: new Date(this.deps.clock.now()).toISOString() });
    if (!updated) throw notFound(`webhook '${id}'`);
    return view(updated);
  }

  async delete(principal: Principal, id: string): Promise<{ deleted: true; id: string }> {
    if (!(await this.deps.store.webhooks.delete(principal.org.id, id))) throw notFound(`webhook '${id}'`);
    return { deleted: true, id };
  }

  /** Newest first, keyset-paginated. */
  async deliveries(
    principal: Principal,
    id: string,
    query: { limit?: number; cursor?: string },
  ): Promise<{ deliveries: DeliveryView[]; limit: number; next_cursor: string | null }> {
    await this.#find(principal, id);
    const limit = query.limit ?? WEBHOOK_LIMITS.deliveriesPage.default;
    let before: string | undefined;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (typeof decoded?.before !== 'string') throw invalid("query parameter 'cursor' is not a cursor this endpoint gave out");
      before = decoded.before;
    }
    const rows = await this.deps.store.webhooks.deliveries(id, limit, before);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { deliveries: page.map(deliveryView), limit, next_cursor: rows.length > limit && last ? encodeCursor({ before: last.id }) : null };
  }

  start(): void {
    this.dispatcher.start();
  }

  stop(): Promise<void> {
    return this.dispatcher.stop();
  }

  async #find(principal: Principal, id: string): Promise<StoredWebhook> {
    const hook = await this.deps.store.webhooks.get(principal.org.id, id);
    if (!hook) throw notFound(`webhook '${id}'`);
    return hook;
  }

  /** HTTPS, no credentials in it, and not an address the outbound guard refuses outright. */
  #url(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid("body field 'url' must be an absolute HTTPS URL");
    }
    if (url.protocol !== 'https:') throw invalid("body field 'url' must be an HTTPS URL");
    if (url.username !== '' || url.password !== '') throw invalid("body field 'url' must not carry a user name or password");
    const refusal = this.deps.outbound.refusalOf(url);
    if (refusal !== null) throw invalid(`body field 'url' is not allowed: ${refusal} (operators may allow it with GROVE_OUTBOUND_ALLOW)`);
    return url.href;
  }
}

/** A non-empty list of SPEC's event names (or `*`); repeats are dropped, order kept. */
function checkEvents(events: string[]): WebhookSubscription[] {
  const allowed: readonly string[] = [...WEBHOOK_EVENTS, '*'];
  if (events.length === 0) throw invalid("body field 'events' must name at least one event");
  for (const event of events) {
    if (!allowed.includes(event)) throw invalid(`body field 'events' has unknown event '${event}' (one of: ${allowed.map((e) => `'${e}'`).join(', ')})`);
  }
  return [...new Set(events)] as WebhookSubscription[];
}
