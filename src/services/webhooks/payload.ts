import { createHmac, randomBytes } from 'node:crypto';
import type { DomainEvent } from '../../domain/events.js';
import { isWebhookEvent, type WebhookEvent } from '../../domain/webhooks.js';

/** What a receiver gets: SPEC's envelope; `data` per event (see docs/api-decisions.md, Webhooks). */
export interface WebhookPayload {
  event: WebhookEvent;
  timestamp: string;
  org_id: string;
  data: Record<string, string>;
}

export const USER_AGENT = 'Service-Webhook/1.0';

/** `whsec_` + 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** SPEC: `sha256=` + the hex HMAC-SHA256 of the raw body keyed with the webhook secret. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The repository as clients address it: `slug` or `namespace/slug`. */
export function repoPath(repo: { namespace: string | null; slug: string }): string {
  return repo.namespace ? `${repo.namespace}/${repo.slug}` : repo.slug;
}

/**
 * The payload of an event webhooks carry, or null for the events they do not (ref.updated, tags). Every
 * `data` names the repository as `repo`; branch events add `branch` and `commit_sha` exactly like SPEC's push
 * (for a deleted branch, the tip it had).
 */
export function payloadOf(event: DomainEvent, repo: string): WebhookPayload | null {
  if (!isWebhookEvent(event.type)) return null;
  const envelope = { event: event.type, timestamp: new Date(event.at).toISOString(), org_id: event.orgId };
  switch (event.type) {
    case 'push':
      return { ...envelope, data: { repo, branch: event.branch, commit_sha: event.after } };
    case 'branch.created':
    case 'branch.deleted':
      return { ...envelope, data: { repo, branch: event.branch, commit_sha: event.sha } };
    case 'repo.created':
    case 'repo.deleted':
      return { ...envelope, data: { repo } };
    default:
      return null;
  }
}
