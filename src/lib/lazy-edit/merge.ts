/**
 * The deterministic lazy-edit merger. The snippet is aligned with the original in one dynamic programme: a
 * snippet line either stands for an original line (see candidates.ts) or is new; an original line is either kept
 * by the marker that stands for it or, where the snippet omits it without a marker, deleted. The alignment with
 * the best score is then checked (checks.ts): every chunk of the snippet between markers must be anchored in one
 * place, and large deletions by omission (the sign of a forgotten marker) are refused, so a doubtful merge fails
 * with a reason instead of writing a wrong file.
 */
import { candidatesOf, indentOf, insertCosts, Interner, SCORE, type Line } from './candidates.js';
import { checkAnchors, checkCopies, checkOmissions, checkUpdateOrInsert } from './checks.js';
import { isMarker } from './markers.js';
import { placeBlockEnds, type Op } from './placement.js';
import { promoteUpdates } from './updates.js';

export type MergeResult = { ok: true; text: string } | { ok: false; reason: string };

export const MERGE_LIMITS = {
  /** original lines × snippet lines (8 bytes of memory each); past this the caller should use the model. */
  cells: 4_000_000,
} as const;

const EPS = 1e-9;

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

export function lazyMerge(original: string, snippet: string): MergeResult {
  const eol = original.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = original.length === 0 ? snippet.endsWith('\n') : original.endsWith('\n');
  const snippetLines = splitLines(snippet);
  while (snippetLines.length > 0 && snippetLines[0]!.trim() === '') snippetLines.shift();
  while (snippetLines.length > 0 && snippetLines.at(-1)!.trim() === '') snippetLines.pop();
  if (snippetLines.length === 0) return { ok: false, reason: 'the snippet is empty' };

  const interner = new Interner();
  const orig = splitLines(original).map((text) => interner.line(text));
  // Consecutive markers say the same thing as one.
  const items: (Line | null)[] = [];
  const itemIndent: number[] = [];
  for (const text of snippetLines) {
    const marker = isMarker(text);
    if (marker && items.length > 0 && items.at(-1) === null) continue;
    items.push(marker ? null : interner.line(text));
    itemIndent.push(indentOf(text));
  }
  const n = orig.length;
  const m = items.length;
  if ((n + 1) * (m + 1) > MERGE_LIMITS.cells) return { ok: false, reason: `the file (${n} lines) and snippet (${m} lines) are too large to align line by line` };
  const candidates = candidatesOf(orig, items, interner);
  promoteUpdates(orig, items, candidates);
  const insertCost = insertCosts(items, itemIndent, candidates, orig);

  // best[i * w + j]: best score of aligning orig[i..] with items[j..].
  const w = m + 1;
  const best = new Float64Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) best[i * w + m] = best[(i + 1) * w + m]! + SCORE.delete;
  const matchScore = new Float64Array(n);
  for (let j = m - 1; j >= 0; j--) {
    const found = candidates[j];
    if (found === null || found === undefined) {
      best[n * w + j] = best[n * w + j + 1]!;
      for (let i = n - 1; i >= 0; i--) best[i * w + j] = Math.max(best[i * w + j + 1]!, best[(i + 1) * w + j]!);
      continue;
    }
    matchScore.fill(Number.NaN);
    for (const [i, c] of found) matchScore[i] = c.score;
    const insert = insertCost[j]!;
    best[n * w + j] = best[n * w + j + 1]! + insert;
    for (let i = n - 1; i >= 0; i--) {
      let value = Math.max(best[i * w + j + 1]! + insert, best[(i + 1) * w + j]! + SCORE.delete);
      const score = matchScore[i]!;
      if (score === score) value = Math.max(value, best[(i + 1) * w + j + 1]! + score); // not NaN
      best[i * w + j] = value;
    }
  }

  // Walk the best alignment, preferring the earliest placement on ties.
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = best[i * w + j]!;
    if (j === m) {
      ops.push({ op: 'delete', i: i++ });
      continue;
    }
    const item = items[j]!;
    if (item === null) {
      if (i === n || Math.abs(here - best[i * w + j + 1]!) < EPS) ops.push({ op: 'marker', j: j++ });
      else ops.push({ op: 'keep', i: i++ });
      continue;
    }
    const candidate = i < n ? candidates[j]!.get(i) : undefined;
    if (candidate && Math.abs(here - (best[(i + 1) * w + j + 1]! + candidate.score)) < EPS) {
      ops.push({ op: 'match', i: i++, j: j++, kind: candidate.kind });
    } else if (Math.abs(here - (best[i * w + j + 1]! + insertCost[j]!)) < EPS) {
      ops.push({ op: 'insert', i, j: j++ });
    } else {
      ops.push({ op: 'delete', i: i++ });
    }
  }
  placeBlockEnds(ops, items, orig);

  const out: string[] = [];
  const matchedAt = new Int32Array(m).fill(-1);
  const kinds = new Uint8Array(m);
  const kept = new Uint8Array(n);
  const inserted: number[] = [];
  /** For each inserted item, the original line it was written before. */
  const insertedBefore = new Map<number, number>();
  const deletedRuns: { start: number; length: number; where: 'top' | 'inside' | 'bottom' }[] = [];
  for (const o of ops) {
    if (o.op === 'delete') {
      const last = deletedRuns.at(-1);
      if (last && last.start + last.length === o.i) last.length++;
      else deletedRuns.push({ start: o.i, length: 1, where: out.length > 0 ? 'inside' : 'top' });
      continue;
    }
    if (o.op === 'marker') continue;
    if (o.op === 'keep') {
      out.push(orig[o.i]!.text);
      kept[o.i] = 1;
    } else if (o.op === 'match') {
      matchedAt[o.j] = o.i;
      kinds[o.j] = o.kind;
      kept[o.i] = 1;
      out.push(items[o.j]!.text);
    } else {
      inserted.push(o.j);
      insertedBefore.set(o.j, o.i);
      out.push(items[o.j]!.text);
    }
  }
  for (const run of deletedRuns) if (run.start + run.length === n && run.where === 'inside') run.where = 'bottom';

  const refusal =
    checkOmissions(deletedRuns, items.includes(null), orig) ?? checkCopies(inserted, items, candidates, kept) ??
    checkUpdateOrInsert(inserted, insertedBefore, items, orig, kept) ?? checkAnchors(items, snippetLines, matchedAt, kinds, orig, candidates);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, text: out.join(eol) + (finalNewline && out.length > 0 ? eol : '') };
}
