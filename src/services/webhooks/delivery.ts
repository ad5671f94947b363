import type { DomainEvent, EventBus, EventClaims, PublishedEvent } from '../../domain/events.js';
import { type StoredWebhook, subscribes, WEBHOOK_LIMITS } from '../../domain/webhooks.js';
import type { Clock } from '../../infra/clock.js';
import { type OutboundClient, OutboundRefusedError } from '../../infra/http-client/index.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { newId } from '../../lib/ids.js';
import type { Store } from '../../store/index.js';
import { payloadOf, repoPath, signature, USER_AGENT, type WebhookPayload } from './payload.js';

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  events: EventBus;
  /** Once per cluster: only the node that claims (webhooks, event id) delivers it. */
  claims: EventClaims;
  outbound: OutboundClient;
  secrets: SecretBox;
  log: (message: string, error?: unknown) => void;
}

/**
 * Hears every domain event and POSTs it to the organization's subscribed webhooks: one attempt each (SPEC: no
 * retries), all webhooks of an event in parallel, 10 s each, every attempt recorded. Work happens after the
 * publisher has moved on; events of a burst may reach a receiver in any order (`timestamp` orders them).
 */
export class WebhookDispatcher {
  readonly #inFlight = new Set<Promise<void>>();
  readonly #shutdown = new AbortController();
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: DeliveryDeps) {}

  start(): void {
    this.#unsubscribe ??= this.deps.events.subscribe((event) => {
      const task = this.#handle(event).catch((error: unknown) => this.deps.log('webhook delivery failed', error));
      this.#inFlight.add(task);
      void task.finally(() => this.#inFlight.delete(task));
    });
  }

  /** Stops hearing events and waits for the deliveries under way, cutting them short. */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#shutdown.abort();
    await Promise.allSettled([...this.#inFlight]);
  }

  /** Resolves when every delivery started so far has been made and recorded. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  async #handle(event: PublishedEvent): Promise<void> {
    if (payloadOf(event, '') === null) return;
    const hooks = (await this.deps.store.webhooks.list(event.orgId, { activeOnly: true })).filter((h) =>
      subscribes(h, event.type as Parameters<typeof subscribes>[1]),
    );
    if (hooks.length === 0) return;
    // every node of a cluster hears the event; only the one that claims it delivers
    if (!(await this.deps.claims.claim(event.id, 'webhooks'))) return;
    const repo = await this.#repoOf(event);
    if (repo === null) return; // the repository went before its event was handled: nothing left to name
    const payload = payloadOf(event, repo)!;
    const body = JSON.stringify(payload);
    await Promise.all(hooks.map((hook) => this.#deliver(hook, payload, body)));
  }

  #secretOf(hook: StoredWebhook): string {
    try {
      return this.deps.secrets.open(hook.sealedSecret, hook.id);
    } catch {
      // never send unsigned: a secret that does not open means the deployment's secret key changed
      throw new Error("the webhook's secret cannot be read with this deployment's secret key (GROVE_SECRET_KEY changed?)");
    }
  }

  async #repoOf(event: DomainEvent): Promise<string | null> {
    if (event.type === 'repo.deleted') return repoPath(event);
    const repo = await this.deps.store.repos.findById(event.repoId);
    return repo ? repoPath(repo) : null;
  }

  async #deliver(hook: StoredWebhook, payload: WebhookPayload, body: string): Promise<void> {
    const started = performance.now();
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      const secret = this.#secretOf(hook);
      const response = await this.deps.outbound.send(hook.url, {
        method: 'POST',
        // names spelled as SPEC spells them (HTTP does not care; a receiver's naive parser might)
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': USER_AGENT,
          'X-Service-Event': payload.event,
          'X-Service-Signature': signature(secret, body),
          'X-Service-Webhook-Id': hook.id,
        },
        body,
        timeoutMs: WEBHOOK_LIMITS.timeoutMs,
        signal: this.#shutdown.signal,
      });
      responseStatus = response.status;
      if (response.status < 200 || response.status > 299) {
        error = `the receiver answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : ''}`;
      }
    } catch (failure) {
      error = describe(failure);
    }
    await this.deps.store.webhooks.addDelivery(
      {
        id: newId('dlv', this.deps.clock.now()),
        webhookId: hook.id,
        event: payload.event,
        ok: error === null,
        responseStatus,
        durationMs: Math.round(performance.now() - started),
        error,
        deliveredAt: new Date(this.deps.clock.now()).toISOString(),
      },
      WEBHOOK_LIMITS.deliveriesKept,
    );
  }
}

/** A failed attempt in words for the delivery record (never a stack). */
function describe(failure: unknown): string {
  if (failure instanceof OutboundRefusedError) return failure.message;
  const error = failure as Error & { code?: string; cause?: Error & { code?: string } };
  if (error.name === 'TimeoutError') return `no answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} s`;
  if (error.name === 'AbortError') return 'abandoned: the server shut down';
  const code = error.code ?? error.cause?.code;
  const message = error.cause?.message ?? error.message ?? String(failure);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
