import { EventEmitter } from 'node:events';
import type { DomainEvent, EventBus } from '../domain/events.js';

export type { DomainEvent, EventBus } from '../domain/events.js';

/**
 * The embedded deployment's bus: synchronous fan-out inside one process. A subscriber that throws is reported
 * and does not keep the event from the others (nor fail the write that published it).
 */
export class InProcessEventBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  publish(event: DomainEvent): void {
    for (const listener of this.#emitter.listeners('event') as ((event: DomainEvent) => void)[]) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}
