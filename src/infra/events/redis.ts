/**
 * Domain events across the nodes of a cluster over Redis pub/sub, and once-per-cluster claims with SET NX
 * (docs/adr/0010-cluster-events.md).
 */
import { Redis } from 'ioredis';
import { DOMAIN_EVENT_TYPES, type EventClaims, type EventTransport, type PublishedEvent } from '../../domain/events.js';

export const DEFAULT_EVENT_CHANNEL = 'grove:events';

/** Parsed message, or null when it is not one of ours (another program on the channel, a newer Grove). */
function parse(message: string): PublishedEvent | null {
  try {
    const value = JSON.parse(message) as Partial<PublishedEvent> | null;
    if (!value || typeof value !== 'object') return null;
    if (typeof value.id !== 'string' || typeof value.node !== 'string' || typeof value.repoId !== 'string') return null;
    if (!(DOMAIN_EVENT_TYPES as readonly unknown[]).includes(value.type)) return null;
    return value as PublishedEvent;
  } catch {
    return null;
  }
}

export interface RedisTransportOptions {
  channel?: string;
  /** Told about sends that failed (Redis unreachable) and messages that could not be read. */
  onError?: (message: string, error?: unknown) => void;
}

/**
 * One publishing and one subscribed connection (a subscribed Redis connection can do nothing else). Sends do not
 * queue while Redis is away (enableOfflineQueue off): an outage loses cross-node events instead of growing
 * memory without bound; each node's own subscribers are not affected, and watch streams poll as a safety net.
 */
export class RedisEventTransport implements EventTransport {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #channel: string;
  readonly #onError: (message: string, error?: unknown) => void;
  /** Failed sends are reported once per outage, not once per event. */
  #failing = false;

  constructor(url: string, options: RedisTransportOptions = {}) {
    this.#channel = options.channel ?? DEFAULT_EVENT_CHANNEL;
    this.#onError = options.onError ?? (() => {});
    this.#pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.#sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    // ioredis reports connection trouble as 'error' events; without a listener Node would treat them as crashes.
    this.#pub.on('error', () => {});
    this.#sub.on('error', () => {});
  }

  send(event: PublishedEvent): void {
    this.#pub.publish(this.#channel, JSON.stringify(event)).then(
      () => {
        this.#failing = false;
      },
      (error: unknown) => {
        if (!this.#failing) this.#onError('events: could not send to the other nodes (Redis unreachable?)', error);
        this.#failing = true;
      },
    );
  }

  async listen(deliver: (event: PublishedEvent) => void): Promise<void> {
    this.#sub.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      const event = parse(message);
      if (event) deliver(event);
      else this.#onError('events: ignored a message that is not a Grove event');
    });
    await Promise.all([this.#pub.connect(), this.#sub.connect()]);
    await this.#sub.subscribe(this.#channel);
  }

  async close(): Promise<void> {
    this.#pub.disconnect();
    this.#sub.disconnect();
    await Promise.resolve();
  }
}

/** SET NX with an expiry: the first claim of (consumer, event) anywhere in the cluster wins. */
export class RedisEventClaims implements EventClaims {
  readonly #redis: Redis;

  constructor(
    url: string,
    private readonly ttlMs = 3_600_000,
    private readonly prefix = 'grove:claim',
  ) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#redis.on('error', () => {});
  }

  async claim(eventId: string, consumer = 'default'): Promise<boolean> {
    return (await this.#redis.set(`${this.prefix}:${consumer}:${eventId}`, '1', 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
    await Promise.resolve();
  }
}
