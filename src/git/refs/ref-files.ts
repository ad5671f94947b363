/**
 * Reading loose ref files. Synchronous on purpose: a ref file is one small page-cache read, and open/read/close
 * as sync calls cost a few microseconds, where each async fs call is a thread-pool round trip (listing 65 loose
 * refs took ~5 ms async against ~0.3 ms this way). Long walks yield to the event loop now and then.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { isValidRefName } from '../args.js';
import { errCode } from '../fsutil.js';

/** Ref files are 41 bytes, or `ref: <name>`: one read of this size holds any ordinary one. */
const scratch = Buffer.allocUnsafe(4096);
/** Files read between yields to the event loop during a walk. */
const FILES_PER_SLICE = 256;

/**
 * The trimmed content of the ref file at `file`, or null when there is none (ENOENT; EISDIR when `refs/heads/a`
 * is a directory of refs; ENOTDIR when an ancestor is a ref file).
 */
export function readRefFile(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    const code = errCode(err);
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw err;
  }
  try {
    const n = readSync(fd, scratch, 0, scratch.length, 0);
    // a file larger than the scratch buffer is not a ref git would write, but read it whole all the same
    return (n < scratch.length ? scratch.toString('utf8', 0, n) : readFileSync(fd, 'utf8')).trim();
  } catch (err) {
    if (errCode(err) === 'EISDIR') return null;
    throw err;
  } finally {
    closeSync(fd);
  }
}

/**
 * readRefFile for a ref that may well not exist as a loose file (once maintenance has packed refs, most do
 * not): an existence check first, so a miss costs one syscall and neither an exception nor a Stats object, where
 * a failed open throws.
 */
export function readRefFileIfPresent(file: string): string | null {
  if (!existsSync(file)) return null;
  return readRefFile(file); // removed in between (packed): null, and the caller reads packed-refs next
}

/** Loose refs under `dir` (relative to the repository, e.g. `refs` or `refs/heads`), as name → file content. */
export async function readLooseRefs(repoPath: string, dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const pending = [dir];
  let sinceYield = 0;
  while (pending.length > 0) {
    const current = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(path.join(repoPath, current), { withFileTypes: true });
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      throw err;
    }
    for (const entry of entries) {
      const name = `${current}/${entry.name}`;
      if (entry.isDirectory()) pending.push(name);
      else if (entry.isFile() && isValidRefName(name)) {
        // skips *.lock and stray files; a ref deleted while we walk is simply absent
        const value = readRefFile(path.join(repoPath, name));
        if (value !== null) out.set(name, value);
        if (++sinceYield >= FILES_PER_SLICE) {
          sinceYield = 0;
          await yieldToLoop();
        }
      }
    }
  }
  return out;
}
