import { EventEmitter } from 'node:events';
import type { DomainEvent, EventBus, EventTransport, PublishedEvent } from '../domain/events.js';
import { newId } from '../lib/ids.js';

export type { DomainEvent, EventBus, PublishedEvent } from '../domain/events.js';

/**
 * The embedded deployment's bus: synchronous fan-out inside one process. A subscriber that throws is reported
 * and does not keep the event from the others (nor fail the write that published it).
 */
export class InProcessEventBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly onError: (error: unknown) => void = () => {},
    /** This process's name on published events. */
    readonly node: string = newId('node'),
  ) {}

  publish(event: DomainEvent): PublishedEvent {
    const published: PublishedEvent = { ...event, id: newId('evt', event.at), node: this.node };
    this.deliver(published);
    return published;
  }

  /** Hands an already published event (e.g. one from another node) to this process's subscribers. */
  deliver(event: PublishedEvent): void {
    for (const listener of this.#emitter.listeners('event') as ((event: PublishedEvent) => void)[]) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  subscribe(listener: (event: PublishedEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}

/**
 * A cluster's bus: this node's subscribers hear its own events synchronously (as with the in-process bus,
 * exactly once), and every other node's events as the transport brings them. Echoes of our own events are
 * dropped by node name, so nothing is heard twice.
 */
export class ClusterEventBus implements EventBus {
  readonly #local: InProcessEventBus;

  constructor(
    private readonly transport: EventTransport,
    onError: (error: unknown) => void = () => {},
    node?: string,
  ) {
    this.#local = new InProcessEventBus(onError, node);
  }

  get node(): string {
    return this.#local.node;
  }

  /** Starts hearing other nodes; resolves once subscribed, so events published after that reach this node. */
  start(): Promise<void> {
    return this.transport.listen((event) => {
      if (event.node !== this.#local.node) this.#local.deliver(event);
    });
  }

  publish(event: DomainEvent): PublishedEvent {
    const published = { ...event, id: newId('evt', event.at), node: this.#local.node };
    // Sent before local delivery: a slow local subscriber must not delay the other nodes.
    this.transport.send(published);
    this.#local.deliver(published);
    return published;
  }

  subscribe(listener: (event: PublishedEvent) => void): () => void {
    return this.#local.subscribe(listener);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
