/**
 * The deterministic lazy-edit merger. The snippet is aligned with the original in one dynamic programme: a
 * snippet line either matches an original line (exactly, ignoring whitespace, by the same declaration key, or by
 * token similarity) or is new; an original line is either kept by the marker that stands for it or, where the
 * snippet omits it without a marker, deleted. The alignment with the best score is then checked: every chunk of
 * the snippet between markers must be anchored somewhere unique, and large deletions by omission (the sign of a
 * forgotten marker) are refused, so a doubtful merge fails with a reason instead of writing a wrong file.
 */
import { isTrivial, keyOf, similarity, squash, tokens } from './lines.js';
import { isMarker } from './markers.js';

export type MergeResult = { ok: true; text: string } | { ok: false; reason: string };

export const MERGE_LIMITS = {
  /** original lines × snippet lines; past this the caller should use the model. */
  cells: 30_000_000,
  /** Lines a snippet that has markers may drop at the start or end of the file without one. */
  edgeOmission: 5,
  /** Lines a snippet may drop between two of its lines without a marker. */
  interiorOmission: 40,
  fuzzyMin: 0.5,
} as const;

const SCORE = { exact: 4, exactTrivial: 1, spaces: 3, spacesTrivial: 0.8, key: 0.5, fuzzy: -0.5, insert: -0.1, insertOpener: -1.5, delete: -1 };
const EPS = 1e-9;

const enum Kind {
  None,
  Exact,
  Spaces,
  Key,
  Fuzzy,
}

interface Line {
  text: string;
  exact: number;
  squashed: number;
  key: number;
  trivial: boolean;
  indent: number;
}

class Interner {
  readonly #ids = new Map<string, number>();
  id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) this.#ids.set(text, (id = this.#ids.size));
    return id;
  }
}

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, '    ').length;

function describe(text: string): string {
  const t = text.trim();
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

export function lazyMerge(original: string, snippet: string): MergeResult {
  const eol = original.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = original.length === 0 ? snippet.endsWith('\n') : original.endsWith('\n');
  const snippetLines = splitLines(snippet);
  while (snippetLines.length > 0 && snippetLines[0]!.trim() === '') snippetLines.shift();
  while (snippetLines.length > 0 && snippetLines.at(-1)!.trim() === '') snippetLines.pop();
  if (snippetLines.length === 0) return { ok: false, reason: 'the snippet is empty' };

  const interner = new Interner();
  const toLine = (text: string): Line => {
    const key = keyOf(text);
    return { text, exact: interner.id(text), squashed: interner.id(`\u0000${squash(text)}`), key: key === null ? -1 : interner.id(`\u0001${key}`), trivial: isTrivial(text), indent: indentOf(text) };
  };
  const orig = splitLines(original).map(toLine);
  // Consecutive markers say the same thing as one.
  const items: (Line | null)[] = [];
  const itemIndent: number[] = [];
  for (const text of snippetLines) {
    const marker = isMarker(text);
    if (marker && items.length > 0 && items.at(-1) === null) continue;
    items.push(marker ? null : toLine(text));
    itemIndent.push(indentOf(text));
  }
  const hasMarkers = items.includes(null);
  const n = orig.length;
  const m = items.length;
  if ((n + 1) * (m + 1) > MERGE_LIMITS.cells) return { ok: false, reason: `the file (${n} lines) and snippet (${m} lines) are too large to align line by line` };

  // Token-similar candidates, only for snippet lines that exist nowhere in the original (changed lines).
  const squashedInOrig = new Set(orig.map((l) => l.squashed));
  const origTokens = new Map<number, string[]>();
  const fuzzy: (Map<number, number> | null)[] = items.map((line) => {
    if (line === null || line.trivial || squashedInOrig.has(line.squashed)) return null;
    const mine = tokens(line.text);
    const candidates = new Map<number, number>();
    const length = line.text.trim().length;
    for (let i = 0; i < n; i++) {
      const o = orig[i]!;
      if (o.trivial) continue;
      const theirLength = o.text.trim().length;
      if (theirLength * 2 < length || length * 2 < theirLength) continue;
      let theirs = origTokens.get(i);
      if (!theirs) origTokens.set(i, (theirs = tokens(o.text)));
      if (theirs[0] !== mine[0]) continue;
      const sim = similarity(mine, theirs);
      if (sim >= MERGE_LIMITS.fuzzyMin) candidates.set(i, sim);
    }
    return candidates;
  });
  const insertCost = items.map((line, j) => {
    // A line followed by a deeper marker opens a block whose body the marker keeps: it must be an original line.
    const opensBlock = line !== null && j + 1 < m && items[j + 1] === null && itemIndent[j + 1]! > line.indent;
    return opensBlock ? SCORE.insertOpener : SCORE.insert;
  });

  const match = (i: number, j: number): [number, Kind] => {
    const o = orig[i]!;
    const s = items[j]!;
    if (o.exact === s.exact) return [s.trivial ? SCORE.exactTrivial : SCORE.exact, Kind.Exact];
    if (o.squashed === s.squashed) return [s.trivial ? SCORE.spacesTrivial : SCORE.spaces, Kind.Spaces];
    if (s.trivial || o.trivial) return [Number.NaN, Kind.None];
    if (s.key !== -1 && s.key === o.key) return [SCORE.key, Kind.Key];
    const sim = fuzzy[j]?.get(i);
    // More similar lines score higher, so a renamed header goes to the most similar original line.
    if (sim !== undefined) return [SCORE.fuzzy + sim - 1, Kind.Fuzzy];
    return [Number.NaN, Kind.None];
  };

  // best[i * w + j]: best score of aligning orig[i..] with items[j..].
  const w = m + 1;
  const best = new Float64Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) best[i * w + m] = best[(i + 1) * w + m]! + SCORE.delete;
  for (let j = m - 1; j >= 0; j--) {
    const item = items[j];
    best[n * w + j] = best[n * w + j + 1]! + (item === null ? 0 : insertCost[j]!);
    for (let i = n - 1; i >= 0; i--) {
      let value: number;
      if (item === null) {
        value = Math.max(best[i * w + j + 1]!, best[(i + 1) * w + j]!);
      } else {
        value = Math.max(best[i * w + j + 1]! + insertCost[j]!, best[(i + 1) * w + j]! + SCORE.delete);
        const [score] = match(i, j);
        if (!Number.isNaN(score)) value = Math.max(value, best[(i + 1) * w + j + 1]! + score);
      }
      best[i * w + j] = value;
    }
  }

  // Walk the best alignment, preferring the earliest placement on ties.
  const out: string[] = [];
  const matchedAt = new Int32Array(m).fill(-1);
  const kinds = new Uint8Array(m);
  const deletedRuns: { start: number; length: number; where: 'top' | 'inside' | 'bottom' }[] = [];
  let emitted = false;
  const deleteLine = (i: number) => {
    const last = deletedRuns.at(-1);
    if (last && last.start + last.length === i) last.length++;
    else deletedRuns.push({ start: i, length: 1, where: emitted ? 'inside' : 'top' });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = best[i * w + j]!;
    const item = j < m ? items[j] : undefined;
    if (item === undefined) {
      deleteLine(i++);
      continue;
    }
    if (item === null) {
      if (i === n || Math.abs(here - best[i * w + j + 1]!) < EPS) j++;
      else {
        out.push(orig[i]!.text);
        emitted = true;
        i++;
      }
      continue;
    }
    if (i < n) {
      const [score, kind] = match(i, j);
      if (!Number.isNaN(score) && Math.abs(here - (best[(i + 1) * w + j + 1]! + score)) < EPS) {
        matchedAt[j] = i;
        kinds[j] = kind;
        out.push(item.text);
        emitted = true;
        i++;
        j++;
        continue;
      }
    }
    if (Math.abs(here - (best[i * w + j + 1]! + insertCost[j]!)) < EPS) {
      out.push(item.text);
      emitted = true;
      j++;
      continue;
    }
    deleteLine(i++);
  }
  for (const run of deletedRuns) if (run.start + run.length === n && run.where === 'inside') run.where = 'bottom';

  const refusal = checkOmissions(deletedRuns, hasMarkers, orig) ?? checkAnchors(items, snippetLines, matchedAt, kinds, orig, fuzzy);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, text: out.join(eol) + (finalNewline && out.length > 0 ? eol : '') };
}

function checkOmissions(runs: readonly { start: number; length: number; where: string }[], hasMarkers: boolean, orig: readonly Line[]): string | null {
  if (!hasMarkers) return null; // a snippet without markers is the whole new file
  for (const run of runs) {
    const limit = run.where === 'inside' ? MERGE_LIMITS.interiorOmission : MERGE_LIMITS.edgeOmission;
    if (run.length <= limit) continue;
    const place = run.where === 'top' ? 'before its first line' : run.where === 'bottom' ? 'after its last line' : 'between two of its lines';
    return `the snippet leaves out ${run.length} lines of the file (from line ${run.start + 1}, '${describe(orig[run.start]!.text)}') ${place} without an existing-code marker; add a marker to keep them, or list the lines around a deletion`;
  }
  return null;
}

function countIn(orig: readonly Line[], lo: number, hi: number, test: (line: Line, i: number) => boolean): number {
  let count = 0;
  for (let i = lo; i <= hi; i++) if (test(orig[i]!, i)) count++;
  return count;
}

function checkAnchors(items: readonly (Line | null)[], snippetLines: readonly string[], matchedAt: Int32Array, kinds: Uint8Array, orig: readonly Line[], fuzzy: readonly (Map<number, number> | null)[]): string | null {
  const m = items.length;
  const chunks: [number, number][] = [];
  for (let j = 0; j < m; j++) {
    if (items[j] === null) continue;
    const start = j;
    while (j + 1 < m && items[j + 1] !== null) j++;
    chunks.push([start, j]);
  }
  const lastMatch = (c: [number, number]) => Math.max(-1, ...Array.from(matchedAt.subarray(c[0], c[1] + 1)));
  const firstMatch = (c: [number, number]) => {
    for (let j = c[0]; j <= c[1]; j++) if (matchedAt[j]! >= 0) return matchedAt[j]!;
    return -1;
  };
  for (let k = 0; k < chunks.length; k++) {
    const [a, b] = chunks[k]!;
    // A chunk without a marker on one side is held in place by the start or end of the file.
    if (a === 0 || b === m - 1) continue;
    const lo = k > 0 ? lastMatch(chunks[k - 1]!) + 1 : 0;
    const nextFirst = k + 1 < chunks.length ? firstMatch(chunks[k + 1]!) : -1;
    const hi = nextFirst >= 0 ? nextFirst - 1 : orig.length - 1;
    const firstText = describe(items.slice(a, b + 1).find((l) => l !== null && !l.trivial)?.text ?? items[a]!.text);
    const lineNo = (j: number) => snippetLines.findIndex((t, idx) => idx >= j && t === items[j]!.text) + 1;
    if (firstMatch([a, b]) < 0) {
      return `the snippet's lines from line ${lineNo(a)} ('${firstText}') match no line of the file, so where they go is unknown; include an unchanged line next to them`;
    }
    let anchored = false;
    for (let j = a; j <= b && !anchored; j++) {
      const s = items[j]!;
      const at = matchedAt[j]!;
      if (at < 0 || s.trivial) continue;
      const kind = kinds[j] as Kind;
      if (kind === Kind.Exact || kind === Kind.Spaces) anchored = countIn(orig, lo, hi, (o) => o.squashed === s.squashed) === 1;
      else if (kind === Kind.Key) anchored = countIn(orig, lo, hi, (o) => o.key === s.key && !o.trivial) === 1;
      else if (kind === Kind.Fuzzy) anchored = uniquelyMostSimilar(fuzzy[j]!, at, lo, hi);
    }
    if (!anchored) anchored = closesBlock(a, b, items, matchedAt, orig, k > 0 ? chunks[k - 1]! : null);
    if (!anchored) anchored = uniqueBlock(a, b, items, matchedAt, orig, lo, hi);
    if (!anchored) {
      return `the snippet's lines from line ${lineNo(a)} ('${firstText}') fit more than one place in the file; include a distinctive unchanged line next to them`;
    }
  }
  return null;
}

/** A fuzzy match counts as an anchor when no other line in the window is nearly as similar. */
function uniquelyMostSimilar(candidates: Map<number, number>, at: number, lo: number, hi: number): boolean {
  const mine = candidates.get(at)!;
  for (const [i, sim] of candidates) if (i !== at && i >= lo && i <= hi && sim > mine - 0.1) return false;
  return true;
}

/**
 * Closing lines only (`}`, `end`, `</div>`) after a marker that stands for a block's body: they belong where the
 * block opened by the previous chunk's last line ends, the first later line indented no deeper than the opener.
 */
function closesBlock(a: number, b: number, items: readonly (Line | null)[], matchedAt: Int32Array, orig: readonly Line[], previous: [number, number] | null): boolean {
  if (!previous || items.slice(a, b + 1).some((l) => l !== null && !l.trivial)) return false;
  // The opener: the previous chunk's last line indented no deeper than the closing line.
  let openerItem = previous[1];
  while (openerItem > previous[0] && items[openerItem]!.indent > items[a]!.indent) openerItem--;
  const opener = matchedAt[openerItem]!;
  const first = matchedAt[a]!;
  if (opener < 0 || first < 0) return false;
  for (let i = opener + 1; i < orig.length; i++) {
    const line = orig[i]!;
    if (line.text.trim() === '') continue;
    if (line.indent <= orig[opener]!.indent) return i === first;
  }
  return false;
}

/** Context breaks ties: the longest run of consecutively matched lines occurs once in the window. */
function uniqueBlock(a: number, b: number, items: readonly (Line | null)[], matchedAt: Int32Array, orig: readonly Line[], lo: number, hi: number): boolean {
  let bestStart = -1;
  let bestLength = 0;
  for (let j = a; j <= b; j++) {
    if (matchedAt[j]! < 0) continue;
    let length = 1;
    while (j + length <= b && matchedAt[j + length] === matchedAt[j]! + length) length++;
    if (length > bestLength) [bestStart, bestLength] = [j, length];
  }
  if (bestLength < 2) return false;
  const block = items.slice(bestStart, bestStart + bestLength).map((l) => l!.squashed);
  if (block.every((_, x) => items[bestStart + x]!.trivial)) return false;
  let count = 0;
  for (let i = lo; i + block.length - 1 <= hi; i++) {
    if (block.every((id, x) => orig[i + x]!.squashed === id) && ++count > 1) return false;
  }
  return count === 1;
}
