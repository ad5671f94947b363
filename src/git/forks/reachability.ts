/**
 * Is an object reachable from a repository's own refs? Fork-network members (docs/adr/0003-fork-networks.md)
 * borrow every object of their network's pool, so "the object exists here" is not "this repository may show
 * it": an object may be read or referenced by id only when one of the repository's refs (all of `refs/`,
 * hidden `refs/grove/*` included, and HEAD) reaches it.
 *
 * How (git itself, argv arrays only, ids on stdin):
 *  1. ids equal to a ref's value (or its peeled tag target) are reachable: no process at all;
 *  2. a positive answer is remembered per (repository, id) as long as the refs are unchanged (a digest of the
 *     refs, taken anyway for step 1) and at most CACHE_TTL_MS;
 *  3. `git cat-file --batch-check`: a missing id is unreachable; the types pick the next step's flags
 *     (callers that already know the type pass it and save this run);
 *  4. `git rev-list [--objects --objects-edge-aggressive] --use-bitmap-index --stdin --not --all` with the ids
 *     on stdin lists what the ids reach and the refs do not. A commit or tag id it lists is unreachable — for
 *     commits and tags this walk is exact. For a tree or blob id it is exact only when a reachability bitmap
 *     is used (members read the pool's); without one, git marks only the trees of the ref tips (and of the
 *     walk's boundary) as reachable, so a tree or blob of older history is listed even though it is reachable;
 *  5. for such a tree or blob: `git rev-list --objects --in-commit-order --use-bitmap-index --all`, read until
 *     every one of them was seen (then they are reachable; the process is stopped) or to the end (the first not
 *     seen is unreachable). This full walk runs only for trees and blobs outside the ref tips' trees.
 * Every git run has a timeout; a run that fails or times out throws (callers fail closed).
 */
import { createHash } from 'node:crypto';
import { Lru } from '../../lib/lru.js';
import { assertObjectId } from '../args.js';
import { gitOk } from '../exec.js';
import { listRefs, readHead } from '../refs/index.js';
import { scanGitLines } from './scan-lines.js';

export interface ReachabilityOptions {
  /** Object types the caller already knows (`commit`, `tree`, `blob`, `tag`), by id: saves a cat-file run. */
  types?: ReadonlyMap<string, string>;
  /** Limit for each git run (default 30 s). */
  timeoutMs?: number;
}

/** Positive answers are kept while the refs are unchanged, and never longer than this. */
const CACHE_TTL_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Output of the rev-list of step 4 we read at most; past it the check fails closed. */
const MAX_SCAN_BYTES = 64 * 1024 * 1024;

const positive = new Lru<string, { refs: string; until: number }>(100_000);

/** Whether `oid` is reachable from the refs of the repository at `dir`. False for a missing object. */
export async function isReachable(dir: string, oid: string, opts: ReachabilityOptions = {}): Promise<boolean> {
  return (await firstUnreachable(dir, [oid], opts)) === null;
}

/**
 * The first of `oids` that is not reachable from the refs of the repository at `dir` (a missing object
 * counts as unreachable), or null when all of them are reachable.
 */
export async function firstUnreachable(dir: string, oids: readonly string[], opts: ReachabilityOptions = {}): Promise<string | null> {
  const wanted = [...new Set(oids.map(assertObjectId))];
  if (wanted.length === 0) return null;
  const { digest, values } = await refState(dir);
  const now = Date.now();
  const open = wanted.filter((oid) => {
    if (values.has(oid)) return false;
    const hit = positive.get(cacheKey(dir, oid));
    return !(hit && hit.refs === digest && hit.until > now);
  });
  if (open.length === 0) return null;

  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const types = await objectTypes(dir, open, opts.types, timeoutMs);
  const missing = open.find((oid) => types.get(oid) === undefined);
  if (missing !== undefined) return missing;

  const pending = new Set(open);
  const exact = new Set(open.filter((oid) => types.get(oid) === 'commit' || types.get(oid) === 'tag'));
  // without --objects, rev-list peels a tag and never shows it: only an all-commit list can do without
  const objects = open.some((oid) => types.get(oid) !== 'commit');
  let unreachable: string | null = null;
  const candidates = new Set<string>();
  const scan = await scanGitLines(
    dir,
    ['rev-list', ...(objects ? ['--objects', '--objects-edge-aggressive', '--no-object-names'] : []), '--use-bitmap-index', '--stdin', '--not', '--all'],
    `${open.join('\n')}\n`,
    (line) => {
      if (line.startsWith('-')) return false; // a boundary commit (--objects-edge-aggressive)
      const oid = line.slice(0, 40);
      if (exact.has(oid)) {
        unreachable = oid;
        return true;
      }
      if (pending.has(oid)) candidates.add(oid);
      return false;
    },
    { timeoutMs, maxBytes: MAX_SCAN_BYTES },
  );
  if (unreachable !== null) return unreachable;
  if (scan.overflow) return open.find((oid) => !exact.has(oid)) ?? open[0]!;

  if (candidates.size > 0) {
    const unseen = new Set(candidates);
    await scanGitLines(
      dir,
      ['rev-list', '--objects', '--no-object-names', '--in-commit-order', '--use-bitmap-index', '--all'],
      '',
      (line) => {
        unseen.delete(line.slice(0, 40));
        return unseen.size === 0;
      },
      { timeoutMs },
    );
    const [first] = unseen;
    if (first !== undefined) return first;
  }
  const until = Date.now() + CACHE_TTL_MS;
  for (const oid of open) positive.set(cacheKey(dir, oid), { refs: digest, until });
  return null;
}

function cacheKey(dir: string, oid: string): string {
  return `${dir}\0${oid}`;
}

/** The ids refs point at (and their peeled tag targets), and a digest of all refs and HEAD. */
async function refState(dir: string): Promise<{ digest: string; values: Set<string> }> {
  const [refs, head] = await Promise.all([listRefs(dir, 'refs/'), readHead(dir)]);
  const hash = createHash('sha1');
  const values = new Set<string>();
  hash.update(`HEAD ${head.oid ?? ''}\n`);
  if (head.oid) values.add(head.oid);
  for (const ref of refs) {
    hash.update(`${ref.name} ${ref.oid} ${ref.peeled ?? ''}\n`);
    values.add(ref.oid);
    if (ref.peeled) values.add(ref.peeled);
  }
  return { digest: hash.digest('hex'), values };
}

/** id → type for the ids that exist; the caller's known types first. */
async function objectTypes(dir: string, oids: string[], known: ReadonlyMap<string, string> | undefined, timeoutMs: number): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  const ask = new Set<string>();
  for (const oid of oids) {
    const type = known?.get(oid);
    if (type !== undefined) types.set(oid, type);
    else ask.add(oid);
  }
  if (ask.size === 0) return types;
  const out = await gitOk(['cat-file', '--batch-check=%(objectname) %(objecttype)', '--buffer'], {
    gitDir: dir,
    input: `${[...ask].join('\n')}\n`,
    timeoutMs,
  });
  for (const line of out.toString('utf8').split('\n')) {
    const [oid, type] = line.split(' ');
    if (oid && type && type !== 'missing' && ask.has(oid)) types.set(oid, type);
  }
  return types;
}
