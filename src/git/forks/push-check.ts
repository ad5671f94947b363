/**
 * The push rule for fork-network members (docs/adr/0003-fork-networks.md, "Pushes to members"): every object
 * a pushed ref needs is either one the push sent or one the member's own refs already reach.
 *
 * receive-pack's own connectivity check cannot tell: it reads the member's objects through the pool, so a ref
 * update naming a pool-only object with an empty pack passes it, and so does a thin pack whose delta base is a
 * pool-only object (`index-pack --fix-thin` copies the base in from the pool and the new object, built on it,
 * then holds its content). This check runs inside the push (pre-receive, objects still in the quarantine):
 *
 *  1. The quarantine's pack is read from its index; in pack order, the first N objects are what the client
 *     sent (N: the count its pack header declared, PushPackProbe), the rest are bases index-pack appended.
 *  2. `git rev-list --objects --use-bitmap-index --stdin --not --all` over the new ref values and the appended
 *     bases, with the quarantine visible, lists what they need that the member's refs do not already mark.
 *     Objects the client sent are fine; anything else is a candidate. (With a bitmap the list is exact;
 *     without one it may also list trees and blobs of older history.)
 *  3. Candidates — normally none — get the exact reachability check of ./reachability.ts.
 * One git process for an ordinary push; the quarantine disappears with the push, so nothing is cached.
 */
import path from 'node:path';
import { readdirOrEmpty } from '../fsutil.js';
import { PackIndex } from './pack-index.js';
import { firstUnreachable } from './reachability.js';
import { scanGitLines } from './scan-lines.js';

export interface PushCheckInput {
  repoDir: string;
  /** The push's quarantine directory (GIT_QUARANTINE_PATH), or null when receive-pack made none. */
  quarantineDir: string | null;
  /** New values of the refs the push creates or updates (deletions left out). */
  tips: readonly string[];
  /** Objects the client's pack declared; null when unknown, and then nothing counts as sent. */
  sentObjects: number | null;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
/** More candidates than this and the push is refused without looking further (no real push gets near). */
const MAX_CANDIDATES = 100_000;
const LOOSE_DIR_RE = /^[0-9a-f]{2}$/;
const LOOSE_FILE_RE = /^[0-9a-f]{38}$/;

/** What a push's quarantine holds: its pack (if any), which of it the client sent, and objects it did not send. */
interface Quarantine {
  index: PackIndex | null;
  /** By position in `index` (id order): 1 when the client sent that object. */
  sent: Uint8Array;
  /** Ids in the quarantine the client did not send itself (thin-pack bases, stray loose objects). */
  unsent: string[];
}

async function readQuarantine(dir: string | null, sentObjects: number | null): Promise<Quarantine> {
  const empty: Quarantine = { index: null, sent: new Uint8Array(0), unsent: [] };
  if (dir === null) return empty;
  const unsent: string[] = [];
  // receive-pack keeps every pack (receive.unpackLimit=1), so loose objects are not expected: trust none
  for (const sub of (await readdirOrEmpty(dir)).filter((d) => LOOSE_DIR_RE.test(d))) {
    for (const file of await readdirOrEmpty(path.join(dir, sub))) if (LOOSE_FILE_RE.test(file)) unsent.push(sub + file);
  }
  const indexes = (await readdirOrEmpty(path.join(dir, 'pack'))).filter((f) => /^pack-[0-9a-f]{40}\.idx$/.test(f));
  if (indexes.length === 0) return { ...empty, unsent };
  if (indexes.length > 1) throw new Error(`push quarantine ${dir} holds ${indexes.length} packs`);
  const index = await PackIndex.read(path.join(dir, 'pack', indexes[0]!));
  const sent = new Uint8Array(index.count);
  const order = index.positionsByOffset();
  const sentCount = Math.min(sentObjects ?? 0, index.count);
  for (let rank = 0; rank < order.length; rank++) {
    if (rank < sentCount) sent[order[rank]!] = 1;
    else unsent.push(index.oidAt(order[rank]!));
  }
  return { index, sent, unsent };
}

/**
 * The first object the pushed refs need that the push did not send and the member's refs do not reach (it is
 * in the pool, or nowhere), or null when the push may go ahead. Throws when git fails (callers refuse).
 */
export async function firstUnsentUnreachable(input: PushCheckInput): Promise<string | null> {
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tips = [...new Set(input.tips)];
  if (tips.length === 0) return null;
  const q = await readQuarantine(input.quarantineDir, input.sentObjects);
  // nothing received: every new value must already be reachable (ref values need no git process)
  if (q.index === null && q.unsent.length === 0) return firstUnreachable(input.repoDir, tips, { timeoutMs });

  const candidates = new Set<string>();
  let tooMany = false;
  const objects = path.join(path.resolve(input.repoDir), 'objects');
  await scanGitLines(
    input.repoDir,
    ['rev-list', '--objects', '--no-object-names', '--use-bitmap-index', '--stdin', '--not', '--all'],
    `${[...tips, ...q.unsent].join('\n')}\n`,
    (line) => {
      const oid = line.slice(0, 40);
      const at = q.index ? q.index.find(oid) : -1;
      if (at >= 0 && q.sent[at] === 1) return false;
      candidates.add(oid);
      tooMany = candidates.size > MAX_CANDIDATES;
      return tooMany;
    },
    // the quarantine first, then the member's objects (and, through them, the pool)
    { timeoutMs, env: { GIT_OBJECT_DIRECTORY: input.quarantineDir!, GIT_ALTERNATE_OBJECT_DIRECTORIES: objects } },
  );
  if (candidates.size === 0) return null;
  if (tooMany) return candidates.values().next().value!;
  return firstUnreachable(input.repoDir, [...candidates], { timeoutMs });
}
