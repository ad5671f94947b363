/**
 * How many objects a set of ref tips reaches (an instant fork's `shared_blobs` and its materialization record).
 *
 * The count depends on the tips alone — objects are named by their content, so the same tips reach the same
 * objects in every repository that has them — and is remembered by the tips' digest. Forks of a repository
 * whose refs did not change since its last fork (a template forked again and again) get it without a git
 * process; the first fork of a refs state leaves it to `count`, which runs in the background.
 */
import { createHash } from 'node:crypto';
import { Lru } from '../../lib/lru.js';
import { countReachable } from './fork-repo.js';

/** The digest of a set of tips (order and duplicates do not matter). */
export function tipsKey(tips: readonly string[]): string {
  const hash = createHash('sha256');
  for (const tip of [...new Set(tips)].sort()) hash.update(`${tip}\n`);
  return hash.digest('hex');
}

export class ReachableCounts {
  readonly #known: Lru<string, number>;
  readonly #running = new Map<string, Promise<number>>();

  constructor(capacity = 10_000) {
    this.#known = new Lru(capacity);
  }

  /** The count for these tips if it is known, without running anything. */
  known(tips: readonly string[]): number | undefined {
    return tips.length === 0 ? 0 : this.#known.get(tipsKey(tips));
  }

  /** The count for these tips, walking them in `repoDir` (which must hold their objects) unless it is known. */
  count(repoDir: string, tips: readonly string[], opts: { timeoutMs?: number } = {}): Promise<number> {
    const key = tipsKey(tips);
    const known = tips.length === 0 ? 0 : this.#known.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let running = this.#running.get(key);
    if (running === undefined) {
      running = countReachable(repoDir, { tips, ...(opts.timeoutMs === undefined ? {} : { timeoutMs: opts.timeoutMs }) })
        .then((n) => {
          // no limit was given, so git walked to the end
          this.#known.set(key, n!);
          return n!;
        })
        .finally(() => this.#running.delete(key));
      this.#running.set(key, running);
    }
    return running;
  }
}
