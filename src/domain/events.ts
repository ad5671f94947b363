/**
 * What happened, told after it is durable. Every path that changes a repository publishes these (API commits,
 * merges, ref moves, branch create/delete, snapshot restore, repository create/delete/fork, smart-HTTP pushes),
 * so webhooks, watch streams, auto-indexing and caches subscribe in one place.
 *
 * A ref move publishes `ref.updated` and, by the kind of ref: a branch that appears → `branch.created`, one
 * that goes → `branch.deleted`, a branch tip that moves to a commit (created or updated) → `push`; a tag that
 * appears or goes → `tag.created` / `tag.deleted`. A push that moves three refs publishes three of each.
 */

/** How a change came in: the REST API (commits, merges, ref moves…) or git smart HTTP. */
export type ChangeSource = 'api' | 'git';

interface RepoEventBase {
  orgId: string;
  repoId: string;
  /** Milliseconds since the epoch, when the change became durable. */
  at: number;
}

export interface RepoCreatedEvent extends RepoEventBase {
  type: 'repo.created';
  /** Set when the repository was made by forking. */
  forkedFrom?: string;
}

export interface RepoDeletedEvent extends RepoEventBase {
  type: 'repo.deleted';
  /** Where the repository was: its row is gone by the time subscribers hear this, so they cannot look it up. */
  namespace: string | null;
  slug: string;
}

export interface RefUpdatedEvent extends RepoEventBase {
  type: 'ref.updated';
  ref: string;
  /** null: the ref did not exist before. */
  before: string | null;
  /** null: the ref is gone. */
  after: string | null;
  source: ChangeSource;
}

export interface BranchEvent extends RepoEventBase {
  type: 'branch.created' | 'branch.deleted';
  branch: string;
  /** The tip: the new one on creation, the last one on deletion. */
  sha: string;
  source: ChangeSource;
}

export interface TagEvent extends RepoEventBase {
  type: 'tag.created' | 'tag.deleted';
  tag: string;
  sha: string;
  source: ChangeSource;
}

export interface PushEvent extends RepoEventBase {
  type: 'push';
  branch: string;
  before: string | null;
  after: string;
  /** Commits reachable from `after` but not from `before`, newest first, at most PUSH_COMMITS_LISTED. */
  commits: string[];
  /** More new commits exist than `commits` lists. */
  commitsTruncated: boolean;
  source: ChangeSource;
}

export type DomainEvent = RepoCreatedEvent | RepoDeletedEvent | RefUpdatedEvent | BranchEvent | TagEvent | PushEvent;
export type DomainEventType = DomainEvent['type'];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'repo.created',
  'repo.deleted',
  'ref.updated',
  'branch.created',
  'branch.deleted',
  'tag.created',
  'tag.deleted',
  'push',
];

/** New commit ids a push event lists. */
export const PUSH_COMMITS_LISTED = 20;

/**
 * An event as subscribers hear it: what was published, plus the bus's envelope. `id` is unique across the
 * cluster (the key for "once per cluster" consumers, see EventClaims); `node` names the process that published
 * it, so a subscriber can tell its own node's events from the others'.
 */
export type PublishedEvent = DomainEvent & { id: string; node: string };

/**
 * Where events are published and heard: in-process by default, across nodes in a cluster. Every subscriber on
 * every node hears every event once, its own node's synchronously inside publish(), other nodes' as they arrive.
 */
export interface EventBus {
  /** This node's name, as set on the events it publishes. */
  readonly node: string;
  publish(event: DomainEvent): void;
  subscribe(listener: (event: PublishedEvent) => void): () => void;
}

/**
 * What carries events between the nodes of a cluster (Redis pub/sub). Each node hears the others' events, and
 * maybe its own again (the bus drops those by `node`).
 */
export interface EventTransport {
  send(event: PublishedEvent): void;
  /** Starts delivering other nodes' events to `deliver`; resolves once the node is listening. */
  listen(deliver: (event: PublishedEvent) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * For consumers that must act once per cluster although every node hears the event (webhook deliveries): the
 * first claim of (consumer, event id) wins, every later one, on any node, is refused. Rejects when the claim
 * store cannot be reached; the consumer decides (docs/adr/0010-cluster-events.md).
 */
export interface EventClaims {
  claim(eventId: string, consumer?: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The events one ref move makes, in the order they are published (`push` is added by the publisher). */
export function refMoveEvents(base: RepoEventBase & { source: ChangeSource }, ref: string, before: string | null, after: string | null): DomainEvent[] {
  const events: DomainEvent[] = [{ ...base, type: 'ref.updated', ref, before, after }];
  if (ref.startsWith('refs/heads/')) {
    const branch = ref.slice('refs/heads/'.length);
    if (before === null && after !== null) events.push({ ...base, type: 'branch.created', branch, sha: after });
    if (before !== null && after === null) events.push({ ...base, type: 'branch.deleted', branch, sha: before });
  } else if (ref.startsWith('refs/tags/')) {
    const tag = ref.slice('refs/tags/'.length);
    if (before === null && after !== null) events.push({ ...base, type: 'tag.created', tag, sha: after });
    if (before !== null && after === null) events.push({ ...base, type: 'tag.deleted', tag, sha: before });
  }
  return events;
}
