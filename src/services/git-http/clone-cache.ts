/**
 * Which upload-pack requests are answered from the clone response cache (git/pack-response-cache.ts), and
 * under which key: clone requests only (`done`, no `have`), keyed by the repository, its ref state and the exact
 * request bytes. Fetches that negotiate (`have` lines) differ per client and always go to git.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PackResponseCache, PackResponseRecorder } from '../../git/protocol/pack-response-cache.js';
import { decodePktLines, PktInspectLimitError, pktText, type PktStreamReader } from '../../git/protocol/pkt-line.js';
import { readRefSnapshot } from '../../git/refs/snapshot.js';

/** A clone request: it says `done` and has no `have` line (so the answer is everything its wants reach). */
function isCloneRequest(body: Buffer): boolean {
  let done = false;
  try {
    for (const pkt of decodePktLines(body)) {
      const text = pktText(pkt);
      if (text === null) continue;
      if (text.startsWith('have ')) return false;
      if (text === 'done') done = true;
    }
  } catch {
    return false; // bad framing: git answers (and refuses) it
  }
  return done;
}

/** The refs an answer may depend on (`include-tag`, `want-ref`), as one digest: HEAD, then every ref in order. */
async function refStateDigest(dir: string): Promise<string> {
  const { head, refs } = await readRefSnapshot(dir);
  const h = createHash('sha256').update(`HEAD ${head.target ?? ''} ${head.oid ?? ''}\n`);
  for (const r of refs) h.update(`${r.name} ${r.oid} ${r.peeled ?? ''}\n`);
  return h.digest('hex');
}

export type CloneLookup = { hit: Readable } | { recorder: PackResponseRecorder | null } | null;

export class CloneResponseCache {
  constructor(private readonly store: PackResponseCache) {}

  /** A deleted repository's recorded answers go with it. */
  dropRepo(repoId: string): Promise<void> {
    return this.store.dropRepo(repoId);
  }

  /**
   * For a clone request: the recorded answer (`hit`), or a recorder for git's answer. Null for anything else (the
   * reader then holds whatever it read; `replay()` gives git the request unchanged).
   */
  async lookup(repoId: string, dir: string, reader: PktStreamReader): Promise<CloneLookup> {
    let body: Buffer;
    try {
      body = await reader.readToEnd();
    } catch (error) {
      if (error instanceof PktInspectLimitError) return null; // a huge want list: not worth keeping
      throw error;
    }
    if (!isCloneRequest(body)) return null;
    const key = createHash('sha256').update(`${await refStateDigest(dir)}\0`).update(body).digest('hex');
    const found = await this.store.open(repoId, key);
    // large reads: fewer, bigger writes to the socket
    if (found) return { hit: found.createReadStream({ highWaterMark: 512 * 1024 }) };
    return { recorder: await this.store.record(repoId, key) };
  }
}
