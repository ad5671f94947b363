/**
 * What a ref or branch name may be: git's check-ref-format rules, plus what a ref must be to be stored as a
 * file: each `/`-separated part at most 250 bytes in UTF-8 (file systems cap a name at 255 bytes, and git
 * writes `<part>.lock` beside the ref). Also no leading `-`, so a name can never read as an option.
 * Every route that takes a branch or ref name decides with these functions.
 */
import { invalid, type AppError } from './errors.js';

/** Longest part of a ref name, in UTF-8 bytes: 255 minus the length of `.lock`. */
const MAX_REF_PART_BYTES = 250;
/** Longest ref name as a whole (characters). */
const MAX_REF_NAME_LENGTH = 1024;

// Characters git's check-ref-format forbids anywhere: space ~ ^ : ? * [ \ and DEL (plus controls, below).
const FORBIDDEN = new Uint8Array(128);
for (const c of ' ~^:?*[\\\x7f') FORBIDDEN[c.charCodeAt(0)] = 1;

const SLASH = 0x2f;
const DOT = 0x2e;

export interface RefNameOptions {
  /** Accept names without a slash (like `HEAD` or `main`); git's `--allow-onelevel`. */
  allowOneLevel?: boolean;
}

/**
 * Why `name` is not a valid ref name, in plain words, or null when it is. One pass over the characters and
 * no allocation for a valid name: branch names are checked on every by-path read.
 */
export function refNameProblem(name: string, opts: RefNameOptions = {}): string | null {
  const n = name.length;
  if (n === 0) return 'it is empty';
  if (n > MAX_REF_NAME_LENGTH) return `it is longer than ${MAX_REF_NAME_LENGTH} characters`;
  if (name === '@') return "'@' alone is not allowed";
  if (name.charCodeAt(0) === 0x2d /* - */) return "it may not start with '-'";
  if (name.charCodeAt(n - 1) === DOT) return "it may not end with '.'";
  let slashes = 0;
  let segment = 0; // where the current /-separated part starts
  let bytes = 0; // UTF-8 bytes of the current part
  let prev = -1;
  // i === n stands for a closing slash, which ends the last part
  for (let i = 0; i <= n; i++) {
    const c = i < n ? name.charCodeAt(i) : SLASH;
    if (c < 0x20) return 'it may not contain control characters';
    if (c < 0x80 && FORBIDDEN[c] === 1) return "it may not contain spaces or any of ~ ^ : ? * [ \\";
    if (c === DOT && prev === DOT) return "it may not contain '..'";
    if (c === 0x7b /* { */ && prev === 0x40 /* @ */) return "it may not contain '@{'";
    if (c === SLASH) {
      if (i === segment) return 'it may not have an empty part (a leading, trailing or double slash)';
      if (name.charCodeAt(segment) === DOT) return "no part may start with '.'";
      if (i - segment >= 5 && name.endsWith('.lock', i)) return "no part may end with '.lock'";
      if (bytes > MAX_REF_PART_BYTES) return `each part between slashes may be at most ${MAX_REF_PART_BYTES} bytes (UTF-8)`;
      if (i < n) slashes++;
      segment = i + 1;
      bytes = 0;
    } else {
      // a surrogate pair is 4 bytes in UTF-8: 2 counted for each half
      bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
    }
    prev = c;
  }
  if (slashes === 0 && opts.allowOneLevel !== true) return "a full ref name needs a '/' (like refs/heads/main)";
  return null;
}

export function isValidRefName(name: string, opts: RefNameOptions = {}): boolean {
  return refNameProblem(name, opts) === null;
}

/** Why a short branch name (`main`, `feature/x`) is not valid as `refs/heads/<name>`, or null. */
function branchNameProblem(name: string): string | null {
  if (name === 'HEAD') return "'HEAD' is reserved";
  if (name.startsWith('-')) return "it may not start with '-'";
  return refNameProblem(`refs/heads/${name}`);
}

export function isValidBranchName(name: string): boolean {
  return branchNameProblem(name) === null;
}

/** A name as it appears in a message: long ones are cut, so an error stays readable. */
export function quotedName(name: string): string {
  return name.length > 80 ? `'${name.slice(0, 60)}…' (${name.length} characters)` : `'${name}'`;
}

/** The one error for a bad branch name, naming the field it came from. */
function invalidBranchName(name: string, field: string, problem: string): AppError {
  return invalid(`${field} ${quotedName(name)} is not a valid branch name: ${problem}`);
}

/** Throws a 400 naming `field` and the reason when `name` is not a valid branch name. */
export function assertBranchName(name: string, field = 'branch'): void {
  const problem = branchNameProblem(name);
  if (problem !== null) throw invalidBranchName(name, field, problem);
}

/** Throws a 400 naming `field` and the reason when `name` is not a valid full ref name. */
export function assertRefName(name: string, field = 'ref'): void {
  const problem = refNameProblem(name);
  if (problem !== null) throw invalid(`${field} ${quotedName(name)} is not a valid ref name: ${problem}`);
}
