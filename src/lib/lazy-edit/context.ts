/**
 * Context by nesting: a snippet line under a given parent (the nearest line above it indented less) stands
 * more likely for an original line under the line that parent stands for. When a body moves (`def show` keeps
 * its place, its one line goes into a new `def set_order`), the copy under the new parent is the new line and the
 * one under the same parent is the original: matches whose parents disagree score lower. Only parents the
 * snippet shows count: a line whose parent would be a marker, or lies before one, is left as it is.
 */
import { CLOSE_SIM, Kind, SCORE, uniqueAt, type Candidate, type Line } from './candidates.js';

/**
 * What a match loses when the snippet puts the line under another parent than the file does: more when the
 * line is at its own indentation (it moved, or it is a copy), less when reindented (a block wrapped in a new
 * `if`/`try` is reindented under a new parent).
 */
export const PARENT_PENALTY = { asWritten: 3, reindented: 1.5 } as const;

const ROOT = -1;
const UNKNOWN = -2;

/** The nearest earlier non-blank line indented less, or ROOT; UNKNOWN for a blank line. */
export function origParents(orig: readonly Line[]): Int32Array {
  const parents = new Int32Array(orig.length).fill(UNKNOWN);
  const stack: number[] = [];
  orig.forEach((line, i) => {
    if (line.text.trim() === '') return;
    while (stack.length > 0 && orig[stack.at(-1)!]!.indent >= line.indent) stack.pop();
    parents[i] = stack.length > 0 ? stack.at(-1)! : ROOT;
    stack.push(i);
  });
  return parents;
}

/** For each snippet item, the nearest earlier item indented less (a marker too), or ROOT; UNKNOWN for a blank line. */
function snippetParents(items: readonly (Line | null)[], itemIndent: readonly number[]): Int32Array {
  const parents = new Int32Array(items.length).fill(UNKNOWN);
  const stack: number[] = [];
  items.forEach((line, j) => {
    if (line !== null && line.text.trim() === '') return;
    while (stack.length > 0 && itemIndent[stack.at(-1)!]! >= itemIndent[j]!) stack.pop();
    parents[j] = stack.length > 0 ? stack.at(-1)! : ROOT;
    stack.push(j);
  });
  return parents;
}

/** The one original line a changed snippet line is very like (a line of a body with one word changed), or -1. */
function uniqueClose(found: Map<number, Candidate> | null | undefined): number {
  let at = -1;
  for (const [i, c] of found ?? []) {
    if (c.sim < CLOSE_SIM) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

/**
 * A changed header whose body is found in the file is an update of that body's header: `clear(): T[] {` over
 * `this.items = [];` (found once, under `clear(): void {`) rewrites `clear(): void {`, however little the two
 * headers share. Body lines count when found once as written, or, changed, when very like one line only. The header must be at the same depth, and the original one must not be in the snippet as well.
 */
export function promoteHeaders(orig: readonly Line[], theirParents: Int32Array, items: readonly (Line | null)[], itemIndent: readonly number[], candidates: (Map<number, Candidate> | null)[]): void {
  const myParents = snippetParents(items, itemIndent);
  const inSnippet = new Set(items.flatMap((l) => (l === null ? [] : [l.squashed])));
  const headerOf = new Map<number, number | null>(); // snippet header -> the one original header its children name
  items.forEach((line, j) => {
    const parent = myParents[j]!;
    if (line === null || line.trivial || parent < 0 || items[parent] === null) return;
    const at = uniqueAt(candidates[j]) >= 0 ? uniqueAt(candidates[j]) : uniqueClose(candidates[j]);
    if (at < 0) return;
    const theirs = theirParents[at]!;
    const seen = headerOf.get(parent);
    headerOf.set(parent, seen === undefined || seen === theirs ? theirs : null);
  });
  // A changed header right after an anchored line, over a body found under the original line that follows
  // that anchor (`except (TypeError, ValueError):` after `port = int(value)`, over `return default`, which the
  // file has under `except Exception:` and elsewhere): it takes that line's place. Without this, the body line
  // found several times names no header, and the header reads as a new clause in front of the old one.
  items.forEach((header, j) => {
    if (header === null || header.trivial || headerOf.has(j) || uniqueAt(candidates[j]) >= 0) return;
    let prev = j - 1;
    while (prev >= 0 && items[prev] !== null && items[prev]!.text.trim() === '') prev--;
    const child = j + 1 < items.length ? items[j + 1] : null;
    if (prev < 0 || items[prev] === null || !child || child.trivial || itemIndent[j + 1]! <= header.indent) return;
    const anchor = uniqueAt(candidates[prev]);
    if (anchor < 0 || anchor + 1 >= orig.length) return;
    const i = anchor + 1 + (j - 1 - prev);
    if (i >= orig.length || !allBlank(orig, anchor + 1, i)) return;
    // The header's body must hold every line of that original line's body, as written (plus new lines): a
    // body that differs (`- repo: ruff` with its own `rev:` and `- id:` after `- repo: black`) is a new block.
    const mine = new Set<number>();
    for (let k = j + 1; k < items.length; k++) {
      const line = items[k] ?? null;
      if (line === null || (line.text.trim() !== '' && itemIndent[k]! <= header.indent)) break;
      if (line.text.trim() !== '') mine.add(line.exact);
    }
    let body = 0;
    for (let k = i + 1; k < orig.length; k++) {
      const line = orig[k]!;
      if (line.text.trim() === '') continue;
      if (line.indent <= orig[i]!.indent) break;
      if (!mine.has(line.exact)) return;
      body++;
    }
    if (body === 0) return;
    headerOf.set(j, i);
  });
  for (const [j, i] of headerOf) {
    const header = items[j]!;
    if (i === null || i < 0 || header.trivial || uniqueAt(candidates[j]) >= 0 || (candidates[j]!.get(i)?.score ?? -Infinity) >= SCORE.closeSim) continue;
    const theirs = orig[i]!;
    if (theirs.indent !== header.indent || theirs.trivial || inSnippet.has(theirs.squashed)) continue;
    candidates[j]!.set(i, { score: SCORE.closeSim, kind: Kind.Fuzzy, sim: candidates[j]!.get(i)?.sim ?? 0 });
  }
}

export function weighParents(parents: Int32Array, items: readonly (Line | null)[], itemIndent: readonly number[], candidates: readonly (Map<number, Candidate> | null)[]): void {
  const mine = snippetParents(items, itemIndent);
  const firstMarker = items.indexOf(null);
  items.forEach((line, j) => {
    const parent = mine[j]!;
    const found = candidates[j];
    if (line === null || line.trivial || !found || (parent !== ROOT && items[parent] === null)) return;
    if (parent === ROOT && firstMarker >= 0 && firstMarker < j) return; // a marker above may hide the parent
    for (const [i, c] of found) {
      const theirs = parents[i]!;
      const agree = parent === ROOT ? theirs === ROOT : theirs >= 0 && candidates[parent]?.has(theirs) === true;
      if (!agree) c.score -= c.kind === Kind.Exact ? PARENT_PENALTY.asWritten : PARENT_PENALTY.reindented;
    }
  });
}

/** Whether lines from..to-1 of the file are all blank (false when the range runs past the end). */
export function allBlank(orig: readonly Line[], from: number, to: number): boolean {
  if (to > orig.length) return false;
  for (let i = from; i < to; i++) if (orig[i]!.text.trim() !== '') return false;
  return true;
}

/** The original lines of the block opened at line i: until the first later non-blank line no deeper than it, that line included when it closes. */
export function blockEnd(orig: readonly Line[], i: number): number {
  // an Allman brace on its own line opens the body
  const start = i + 1 < orig.length && /^[{(]$/.test(orig[i + 1]!.text.trim()) && orig[i + 1]!.indent === orig[i]!.indent ? i + 2 : i + 1;
  for (let k = start; k < orig.length; k++) {
    const line = orig[k]!;
    if (line.text.trim() === '') continue;
    if (line.indent <= orig[i]!.indent) return line.trivial ? k : k - 1;
  }
  return orig.length - 1;
}
