/**
 * Context by nesting: a snippet line under a given parent (the nearest line above it indented less) stands
 * more likely for an original line under the line that parent stands for. When a body moves (`def show` keeps
 * its place, its one line goes into a new `def set_order`), the copy under the new parent is the new line and the
 * one under the same parent is the original: matches whose parents disagree score lower. Only parents the
 * snippet shows count: a line whose parent would be a marker, or lies before one, is left as it is.
 */
import type { Candidate, Line } from './candidates.js';

/** What a match loses when the snippet puts the line under another parent than the file does. */
export const PARENT_PENALTY = 1.5;

const ROOT = -1;
const UNKNOWN = -2;

/** The nearest earlier non-blank line indented less, or ROOT; UNKNOWN for a blank line. */
function origParents(orig: readonly Line[]): Int32Array {
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

export function weighParents(orig: readonly Line[], items: readonly (Line | null)[], itemIndent: readonly number[], candidates: readonly (Map<number, Candidate> | null)[]): void {
  const parents = origParents(orig);
  const stack: number[] = [];
  const firstMarker = items.indexOf(null);
  items.forEach((line, j) => {
    if (line !== null && line.text.trim() === '') return;
    while (stack.length > 0 && itemIndent[stack.at(-1)!]! >= itemIndent[j]!) stack.pop();
    const parent = stack.length > 0 ? stack.at(-1)! : ROOT;
    stack.push(j);
    const found = candidates[j];
    if (line === null || line.trivial || !found || (parent !== ROOT && items[parent] === null)) return;
    if (parent === ROOT && firstMarker >= 0 && firstMarker < j) return; // a marker above may hide the parent
    for (const [i, c] of found) {
      const theirs = parents[i]!;
      const agree = parent === ROOT ? theirs === ROOT : theirs >= 0 && candidates[parent]?.has(theirs) === true;
      if (!agree) c.score -= PARENT_PENALTY;
    }
  });
}
