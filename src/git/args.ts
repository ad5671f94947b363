/**
 * Building git argv arrays from user-supplied values.
 *
 * Every user value (ref name, revision, path, object id) goes through a validator here before it reaches
 * an argv, so it can never be parsed as an option. On top of that the builder emits `--end-of-options`
 * (before revisions) and `--` (before paths), which git's parse-options honours since 2.24.
 */
import { AppError } from '../domain/errors.js';
import { isValidBranchName, isValidRefName, type RefNameOptions } from '../domain/ref-names.js';

/** A user-supplied value that is not acceptable to git (maps to a 400). */
export class GitArgError extends AppError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
    this.name = 'GitArgError';
  }
}

const OID_RE = /^[0-9a-f]{40}$/;

/** A full, lowercase 40-hex SHA-1 object id. */
export function isObjectId(s: string): boolean {
  return OID_RE.test(s);
}

export { isValidBranchName, isValidRefName, type RefNameOptions } from '../domain/ref-names.js';

const SLASH = 0x2f;
const DOT = 0x2e;

export function assertRefName(name: string, opts: RefNameOptions = {}): string {
  if (!isValidRefName(name, opts)) throw new GitArgError(`invalid ref name: ${JSON.stringify(name)}`);
  return name;
}

export function assertBranchName(name: string): string {
  if (!isValidBranchName(name)) throw new GitArgError(`invalid branch name: ${JSON.stringify(name)}`);
  return name;
}

export function assertObjectId(s: string): string {
  if (!isObjectId(s)) throw new GitArgError(`invalid object id: ${JSON.stringify(s)}`);
  return s;
}

// Peel / ancestry suffixes we allow after a revision: ^{}, ^{commit|tree|blob|tag}, ^N, ~N.
const REV_SUFFIX_RE = /^(?:\^\{(?:commit|tree|blob|tag)?\}|\^[0-9]{0,3}|~[0-9]{0,6})*$/;

/**
 * A revision: an object id or a ref name (one-level allowed, e.g. `HEAD`, `main`), optionally followed
 * by simple peel/ancestry suffixes. Anything richer (ranges, `@{…}`, `:/regex`) is rejected on purpose.
 */
export function isValidRev(rev: string): boolean {
  const m = /^([^~^]+)(.*)$/s.exec(rev);
  if (!m) return false;
  const base = m[1]!;
  const suffix = m[2]!;
  if (!isObjectId(base) && !isValidRefName(base, { allowOneLevel: true })) return false;
  return REV_SUFFIX_RE.test(suffix);
}

function assertRev(rev: string): string {
  if (!isValidRev(rev)) throw new GitArgError(`invalid revision: ${JSON.stringify(rev)}`);
  return rev;
}

/**
 * A repository-relative path as stored in a tree: no NUL or newline, no empty / `.` / `..` segments,
 * no leading or trailing slash. Paths always go after `--`, so a leading `-` is harmless there.
 */
export function isValidPath(p: string): boolean {
  const n = p.length;
  if (n === 0 || n > 4096) return false;
  let segment = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? p.charCodeAt(i) : SLASH;
    if (c === 0 || c === 0x0a) return false;
    if (c === SLASH) {
      const len = i - segment;
      // no empty, '.' or '..' segment
      if (len === 0 || (len <= 2 && p.charCodeAt(segment) === DOT && (len === 1 || p.charCodeAt(segment + 1) === DOT))) return false;
      segment = i + 1;
    }
  }
  return true;
}

function assertPath(p: string): string {
  if (!isValidPath(p)) throw new GitArgError(`invalid path: ${JSON.stringify(p)}`);
  return p;
}

/**
 * `<rev>:<path>` object spec (for cat-file); an empty path means the root tree (`<rev>:`).
 */
export function revPathSpec(rev: string, path: string): string {
  assertRev(rev);
  if (path !== '') assertPath(path);
  return `${rev}:${path}`;
}

export interface GitArgsSpec {
  /** Trusted literal options written by our code, e.g. `['-r', '--name-only']`. Falsy entries are dropped. */
  options?: ReadonlyArray<string | false | null | undefined>;
  /** User revisions (validated with `isValidRev`). */
  revs?: readonly string[];
  /** User ref names (full names, validated with `isValidRefName`). */
  refs?: readonly string[];
  /** User object ids (validated). */
  oids?: readonly string[];
  /** User paths (validated), placed after `--`. */
  paths?: readonly string[];
  /**
   * Emit `--end-of-options` before operands (default true). Turn off for the few commands that do not
   * parse it in git 2.39 (e.g. `rev-parse`); operands are validated either way.
   */
  endOfOptions?: boolean;
  /** Emit `--` even when there are no paths (to disambiguate revisions from paths). */
  dashDash?: boolean;
}

/**
 * `gitArgs(['diff-tree', '-r'], { revs: [a, b], paths: ['src'] })`
 *   → `['diff-tree', '-r', '--end-of-options', a, b, '--', 'src']`.
 * Operands order: oids, refs, revs (each in the order given).
 */
export function gitArgs(command: string | readonly string[], spec: GitArgsSpec = {}): string[] {
  const argv = typeof command === 'string' ? [command] : [...command];
  for (const o of spec.options ?? []) if (o) argv.push(o);
  const operands: string[] = [];
  for (const oid of spec.oids ?? []) operands.push(assertObjectId(oid));
  for (const ref of spec.refs ?? []) operands.push(assertRefName(ref));
  for (const rev of spec.revs ?? []) operands.push(assertRev(rev));
  if (operands.length > 0 && spec.endOfOptions !== false) argv.push('--end-of-options');
  argv.push(...operands);
  const paths = spec.paths ?? [];
  if (paths.length > 0 || spec.dashDash) argv.push('--');
  for (const p of paths) argv.push(assertPath(p));
  return argv;
}
