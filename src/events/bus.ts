import { EventEmitter } from 'node:events';

/** Domain events, published after the change they describe is durable. */
export type DomainEvent =
  | { type: 'repo.created'; orgId: string; repoId: string; at: number }
  | { type: 'repo.deleted'; orgId: string; repoId: string; at: number }
  | { type: 'ref.updated'; orgId: string; repoId: string; ref: string; oldSha: string | null; newSha: string | null; source: 'api' | 'push'; at: number };

export interface EventBus {
  publish(event: DomainEvent): void;
  subscribe(listener: (event: DomainEvent) => void): () => void;
}

/** The embedded deployment's bus: synchronous fan-out inside one process. */
export class InProcessEventBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  publish(event: DomainEvent): void {
    this.#emitter.emit('event', event);
  }

  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}
