/**
 * Comparing two commits' trees with `git diff-tree` (a two-tree diff, like `git diff <base> <head>`):
 * a per-file summary (raw status + numstat in one run, NUL-separated) and, separately, unified patches.
 * Rename and copy detection are off: a rename is reported as a removal plus an addition.
 */
import { gitArgs } from '../args.js';
import { GitExecError, gitOk, spawnErrorMessage, spawnGit } from '../exec.js';

export type DiffStatus = 'added' | 'modified' | 'removed';

export interface DiffEntry {
  path: string;
  status: DiffStatus;
  /** Null when the path does not exist on that side. */
  oldOid: string | null;
  newOid: string | null;
  oldMode: string | null;
  newMode: string | null;
  /** Line counts as `--numstat` reports them; 0 for binary files (numstat's `-`). */
  additions: number;
  deletions: number;
  binary: boolean;
}

export interface DiffOptions {
  /** Kill git after this long (default 30 s). */
  timeoutMs?: number;
}

const ZERO_OID = '0000000000000000000000000000000000000000';
const RAW_HEADER = /^:([0-7]{6}) ([0-7]{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])[0-9]*$/;

// Options shared by both runs: recursive, no renames/copies, no external diff drivers or textconv.
const COMMON = ['-r', '--no-renames', '--no-ext-diff', '--no-textconv', '--ignore-submodules=none'];

function statusOf(letter: string): DiffStatus {
  if (letter === 'A') return 'added';
  if (letter === 'D') return 'removed';
  return 'modified'; // M, T (type change), U
}

/** One entry per changed path, in git's path order, with numstat line counts. */
export async function diffSummary(gitDir: string, base: string, head: string, opts: DiffOptions = {}): Promise<DiffEntry[]> {
  const argv = gitArgs(['diff-tree', ...COMMON, '-z', '--no-abbrev', '--raw', '--numstat'], { oids: [base, head], dashDash: true });
  const out = await gitOk(argv, { gitDir, timeoutMs: opts.timeoutMs ?? 30_000 });
  return parseSummary(out);
}

/**
 * `-z --raw --numstat` output: first every raw record (`:<modes> <oids> <status>\0<path>\0`), then every
 * numstat record (`<added>\t<deleted>\t<path>\0`, `-` for binary). Both list the same pairs in the same order.
 */
function parseSummary(out: Buffer): DiffEntry[] {
  const tokens = out.toString('utf8').split('\0');
  if (tokens.at(-1) === '') tokens.pop();
  const entries: DiffEntry[] = [];
  const byPath = new Map<string, DiffEntry>();
  let i = 0;
  for (; i < tokens.length; i += 2) {
    const m = RAW_HEADER.exec(tokens[i]!);
    if (!m) break;
    const path = tokens[i + 1];
    if (path === undefined) throw new Error('truncated diff-tree output');
    const [, oldMode, newMode, oldOid, newOid, letter] = m as unknown as [string, string, string, string, string, string];
    const status = statusOf(letter);
    const entry: DiffEntry = {
      path,
      status,
      oldOid: status === 'added' || oldOid === ZERO_OID ? null : oldOid,
      newOid: status === 'removed' || newOid === ZERO_OID ? null : newOid,
      oldMode: status === 'added' ? null : oldMode,
      newMode: status === 'removed' ? null : newMode,
      additions: 0,
      deletions: 0,
      binary: false,
    };
    entries.push(entry);
    byPath.set(path, entry);
  }
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    const t1 = token.indexOf('\t');
    const t2 = t1 < 0 ? -1 : token.indexOf('\t', t1 + 1);
    if (t2 < 0) throw new Error(`unexpected diff-tree output: ${token.slice(0, 100)}`);
    const entry = byPath.get(token.slice(t2 + 1));
    if (!entry) continue;
    const added = token.slice(0, t1);
    const deleted = token.slice(t1 + 1, t2);
    if (added === '-' || deleted === '-') entry.binary = true;
    else {
      entry.additions = Number(added);
      entry.deletions = Number(deleted);
    }
  }
  return entries;
}

export interface PatchOptions extends DiffOptions {
  /** Lines of context (`-U`). */
  context: number;
  /** Stop reading git's output past this many bytes; later files get no patch. */
  maxBytes: number;
}

export interface PatchSet {
  /** Patch text per path, exactly as `git diff` prints it for that file (header lines included). */
  patches: Map<string, string>;
  /** True when the output was cut at maxBytes: paths without an entry in `patches` were not read. */
  truncated: boolean;
}

/** Unified patches of every changed path, keyed by path. */
export async function diffPatches(gitDir: string, base: string, head: string, opts: PatchOptions): Promise<PatchSet> {
  const context = Math.max(0, Math.trunc(opts.context));
  const argv = gitArgs(['diff-tree', ...COMMON, '-p', `-U${context}`, '--no-color', '--src-prefix=a/', '--dst-prefix=b/'], {
    oids: [base, head],
    dashDash: true,
  });
  const { stdout, truncated } = await collect(argv, gitDir, opts.maxBytes, opts.timeoutMs ?? 30_000);
  return { patches: splitPatches(stdout, truncated), truncated };
}

/**
 * Cuts `git diff -p` output into per-file patches. Every file's patch starts with a `diff --git ` line, and no
 * other line can start that way (content lines start with ' ', '+', '-' or '\'). A type change produces two
 * patches for one path (deletion, then creation); they are joined. When `cut` is set the last patch may be
 * incomplete and is dropped.
 */
function splitPatches(out: Buffer, cut: boolean): Map<string, string> {
  const text = out.toString('utf8');
  const starts: number[] = [];
  if (text.startsWith('diff --git ')) starts.push(0);
  for (let at = text.indexOf('\ndiff --git '); at >= 0; at = text.indexOf('\ndiff --git ', at + 1)) starts.push(at + 1);
  const patches = new Map<string, string>();
  const count = cut ? starts.length - 1 : starts.length;
  for (let k = 0; k < count; k++) {
    const from = starts[k]!;
    const chunk = text.slice(from, starts[k + 1] ?? text.length);
    const eol = chunk.indexOf('\n');
    const path = headerPath(eol < 0 ? chunk : chunk.slice(0, eol));
    if (path === null) continue;
    patches.set(path, (patches.get(path) ?? '') + chunk);
  }
  return patches;
}

/** The path named by `diff --git a/<p> b/<p>` (both sides are equal without rename detection). */
function headerPath(line: string): string | null {
  const rest = line.slice('diff --git '.length);
  if (rest.startsWith('"')) {
    const parsed = unquoteC(rest, 0);
    if (!parsed || !parsed.value.startsWith('a/')) return null;
    return parsed.value.slice(2);
  }
  // unquoted: "a/P b/P", so |P| = (|rest| - 5) / 2
  if ((rest.length - 5) % 2 !== 0 || !rest.startsWith('a/')) return null;
  const p = rest.slice(2, 2 + (rest.length - 5) / 2);
  return rest === `a/${p} b/${p}` ? p : null;
}

const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** git's C-style quoted path starting at `at` (a `"`): its bytes decoded as UTF-8, and where it ended. */
export function unquoteC(s: string, at: number): { value: string; end: number } | null {
  if (s[at] !== '"') return null;
  const bytes: number[] = [];
  let i = at + 1;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '"') return { value: Buffer.from(bytes).toString('utf8'), end: i + 1 };
    if (c === '\\') {
      const n = s[i + 1];
      if (n === undefined) return null;
      if (/[0-7]/.test(n)) {
        bytes.push(parseInt(s.slice(i + 1, i + 4), 8));
        i += 4;
        continue;
      }
      const code = ESCAPES[n];
      if (code === undefined) return null;
      bytes.push(code);
      i += 2;
      continue;
    }
    for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
    i++;
  }
  return null;
}

/** Run git and keep at most `maxBytes` of its output (stopping it there); fails on a non-zero exit or timeout. */
function collect(argv: string[], gitDir: string, maxBytes: number, timeoutMs: number): Promise<{ stdout: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(argv, { gitDir });
    const parts: Buffer[] = [];
    let length = 0;
    let truncated = false;
    let stderr = '';
    let settled = false;
    const done = (err: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve({ stdout: Buffer.concat(parts, length), truncated });
    };
    const stop = (): void => {
      child.kill('SIGKILL');
      child.stdout!.destroy();
      child.stderr!.destroy();
    };
    const timer = setTimeout(() => {
      stop();
      done(new GitExecError(`git ${argv[0] ?? ''} timed out after ${timeoutMs} ms`, argv, null, stderr));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = maxBytes - length;
      if (chunk.length > room) {
        if (room > 0) parts.push(chunk.subarray(0, room));
        length = maxBytes;
        truncated = true;
        stop();
        done(null);
        return;
      }
      parts.push(chunk);
      length += chunk.length;
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (stderr.length < 8192) stderr += s;
    });
    child.stdin!.on('error', () => {});
    child.stdin!.end();
    child.on('error', (err) => {
      stop();
      done(new GitExecError(`git ${argv[0] ?? ''}: ${spawnErrorMessage(err, gitDir)}`, argv, null, ''));
    });
    child.on('close', (code) => {
      if (code === 0 || truncated) done(null);
      else done(new GitExecError(`git ${argv[0] ?? ''} failed (${code}): ${stderr.trim().split('\n')[0] ?? ''}`, argv, code, stderr));
    });
  });
}
