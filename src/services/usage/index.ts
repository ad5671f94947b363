import { AppError } from '../../domain/errors.js';
import { FREE_TIER, hasFreeTierQuotas, planAdvice } from '../../domain/plans.js';
import type { Org } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { monthKey, nextMonthStart } from '../../lib/month.js';
import type { Store } from '../../store/index.js';
import type { UsageMetric } from '../../store/usage.js';
import type { StorageMeter } from './storage.js';

interface Counter {
  month: string;
  /** The month as epoch ms [from, until), so the per-request check compares numbers instead of formatting a date. */
  from: number;
  until: number;
  /** Value in the database when last read. */
  stored: number;
  /** Counted here since, not yet written. */
  pending: number;
}

function monthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** 402: what the limit is, then the organization's plan and how an operator changes it. */
function quotaExceeded(org: Org, limit: string): AppError {
  return new AppError('QUOTA_EXCEEDED', `${limit} ${planAdvice(org.slug, org.plan)}`);
}

export interface UsageReport {
  org: string;
  plan: Org['plan'];
  period: { month: string; resets_at: string };
  api_calls: { used: number; limit: number | null };
  repositories: { used: number; limit: number | null };
  storage_bytes: { used: number; limit: number | null };
  /** Completion tokens the model spent on lazy edits this month (billed per million). */
  lazy_edit_tokens: { used: number };
  /** Completion tokens the model spent on agentic searches this month (billed per million). */
  agentic_search_tokens: { used: number };
}

/**
 * Monthly API-call counting and the free-tier quotas. Calls are counted in memory and written in
 * batches (one upsert per organization per flush), so counting costs no database write per request.
 * Each flush re-reads the stored total, so several nodes converge on the shared count.
 */
export class UsageService {
  readonly #counters = new Map<string, Counter>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly storage: StorageMeter,
  ) {}

  /**
   * Counts one API call; refuses with QUOTA_EXCEEDED when a free organization has used its month.
   * Synchronous once the organization's counter for this month is loaded.
   */
  countApiCall(org: Org): void | Promise<void> {
    const current = this.#counters.get(org.id);
    const now = this.clock.now();
    if (current && now >= current.from && now < current.until) return this.#count(org, current);
    return this.#counter(org.id).then((counter) => this.#count(org, counter));
  }

  #count(org: Org, counter: Counter): void {
    if (hasFreeTierQuotas(org.plan) && counter.stored + counter.pending >= FREE_TIER.apiCallsPerMonth) {
      throw quotaExceeded(org, `The free plan allows ${FREE_TIER.apiCallsPerMonth} API calls a month and this month's are used up.`);
    }
    counter.pending++;
  }

  async assertCanCreateRepo(org: Org): Promise<void> {
    if (!hasFreeTierQuotas(org.plan)) return;
    if ((await this.store.repos.countByOrg(org.id)) >= FREE_TIER.repositories) {
      throw quotaExceeded(org, `The free plan allows ${FREE_TIER.repositories} repositories.`);
    }
    await this.assertStorageLeft(org);
  }

  async assertStorageLeft(org: Org): Promise<void> {
    if (!hasFreeTierQuotas(org.plan)) return;
    if ((await this.storage.orgBytes(org.id)) >= FREE_TIER.storageBytes) {
      throw quotaExceeded(org, 'The free plan allows 1 GB of storage.');
    }
  }

  /** Bytes a free organization may still store; null when its plan has no storage quota. */
  async storageLeft(org: Org): Promise<number | null> {
    if (!hasFreeTierQuotas(org.plan)) return null;
    return Math.max(0, FREE_TIER.storageBytes - (await this.storage.orgBytes(org.id)));
  }

  async report(org: Org): Promise<UsageReport> {
    const counter = await this.#counter(org.id);
    const now = this.clock.now();
    const limited = hasFreeTierQuotas(org.plan);
    const metered = await this.store.usage.get(org.id, counter.month);
    return {
      org: org.slug,
      plan: org.plan,
      period: { month: counter.month, resets_at: new Date(nextMonthStart(now)).toISOString() },
      api_calls: { used: counter.stored + counter.pending, limit: limited ? FREE_TIER.apiCallsPerMonth : null },
      repositories: { used: await this.store.repos.countByOrg(org.id), limit: limited ? FREE_TIER.repositories : null },
      storage_bytes: { used: await this.storage.orgBytes(org.id, { fresh: true }), limit: limited ? FREE_TIER.storageBytes : null },
      lazy_edit_tokens: { used: metered.lazy_edit_tokens ?? 0 },
      agentic_search_tokens: { used: metered.agentic_search_tokens ?? 0 },
    };
  }

  /** Adds metered use (model tokens) to this month's total, written at once: it is billed. */
  async record(org: Org, metric: Exclude<UsageMetric, 'api_calls'>, amount: number): Promise<void> {
    if (amount <= 0) return;
    await this.store.usage.add(org.id, monthKey(this.clock.now()), metric, amount);
  }

  /** Writes pending counts; called periodically and at shutdown. */
  async flush(): Promise<void> {
    for (const [orgId, counter] of this.#counters) {
      const pending = counter.pending;
      if (pending > 0) {
        counter.pending -= pending;
        await this.store.usage.add(orgId, counter.month, 'api_calls', pending);
      }
      const stored = await this.store.usage.get(orgId, counter.month);
      counter.stored = stored.api_calls ?? 0;
    }
  }

  async #counter(orgId: string): Promise<Counter> {
    const now = this.clock.now();
    const month = monthKey(now);
    const existing = this.#counters.get(orgId);
    if (existing && existing.month === month) return existing;
    if (existing && existing.pending > 0) {
      await this.store.usage.add(orgId, existing.month, 'api_calls', existing.pending);
    }
    const stored = (await this.store.usage.get(orgId, month)).api_calls ?? 0;
    const fresh = this.#counters.get(orgId);
    if (fresh && fresh.month === month) return fresh; // another request loaded it meanwhile
    const counter: Counter = { month, from: monthStart(now), until: nextMonthStart(now), stored, pending: 0 };
    this.#counters.set(orgId, counter);
    return counter;
  }
}
