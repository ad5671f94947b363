import { createHash } from 'node:crypto';
import type { DomainEvent } from '../domain/events.js';

/**
 * Who acts on an event when every node hears it: the first node to claim an event id gets true, every other
 * claimer false. Webhook deliveries are made only by the winner, so a cluster delivers each event once.
 * In one process each event is heard once anyway; a cluster-wide implementation (Redis SET NX with a TTL,
 * or a unique row) replaces this one without its callers changing.
 */
export interface EventClaim {
  claim(eventId: string): Promise<boolean>;
}

/** The embedded deployment's claim: remembers the ids it handed out recently (bounded), first caller wins. */
export class InProcessEventClaim implements EventClaim {
  readonly #claimed = new Set<string>();

  constructor(private readonly remember = 10_000) {}

  claim(eventId: string): Promise<boolean> {
    if (this.#claimed.has(eventId)) return Promise.resolve(false);
    this.#claimed.add(eventId);
    // a Set iterates in insertion order: the first entry is the oldest
    if (this.#claimed.size > this.remember) this.#claimed.delete(this.#claimed.values().next().value!);
    return Promise.resolve(true);
  }
}

/**
 * A stable id for an event, the same on every node that hears it: the SHA-256 of its fields in a fixed
 * order. Events carry the moment they became durable (ms) and what changed, so two distinct events do not
 * share an id in practice. (If events gain an id of their own, that id replaces this.)
 */
export function eventId(event: DomainEvent): string {
  // undefined fields are left out: they do not survive the JSON trip to another node
  const fields = Object.entries(event)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
