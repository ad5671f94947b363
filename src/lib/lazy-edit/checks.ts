/** The checks a best alignment must pass before its merge is written: anchoring and omissions. */
import { FUZZY_MIN, Kind, type Candidate, type Line } from './candidates.js';
import { keptFrom, type Op } from './placement.js';
import { CONTINUES, repeatsUnit, similarity, words } from './lines.js';
import { blockEnd } from './context.js';

export const CHECK_LIMITS = {
  /**
   * Lines a snippet that has markers may drop at the end of the file without one. At the start none: models
   * leave out unchanged imports and package lines without a marker far more often than they mean to delete them.
   */
  edgeOmission: 5,
  /** Lines a snippet may drop between two of its lines without a marker. */
  interiorOmission: 40,
} as const;

export function describe(text: string): string {
  const t = text.trim();
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

export function checkOmissions(runs: readonly { start: number; length: number; where: string }[], hasMarkers: boolean, orig: readonly Line[]): string | null {
  if (!hasMarkers) return null; // a snippet without markers is the whole new file
  for (const run of runs) {
    const limit = run.where === 'inside' ? CHECK_LIMITS.interiorOmission : run.where === 'top' ? 0 : CHECK_LIMITS.edgeOmission;
    if (run.length <= limit) continue;
    const place = run.where === 'top' ? 'before its first line' : run.where === 'bottom' ? 'after its last line' : 'between two of its lines';
    return `the snippet leaves out ${run.length} lines of the file (from line ${run.start + 1}, '${describe(orig[run.start]!.text)}') ${place} without an existing-code marker; add a marker to keep them, or list the lines around a deletion`;
  }
  return null;
}

/**
 * New lines that are all copies of lines the file has once and keeps: the snippet could not be aligned with the
 * file there, and the merge would hold those lines twice. (A copy among new lines, like `save` in a new method,
 * is ordinary.)
 */
export function checkCopies(inserted: readonly number[], items: readonly (Line | null)[], candidates: readonly (Map<number, Candidate> | null)[], kept: Uint8Array, matchedAt: Int32Array): string | null {
  const copyOf = (j: number): number => {
    const same = [...(candidates[j]?.entries() ?? [])].filter(([, c]) => c.kind === Kind.Exact);
    return same.length === 1 && kept[same[0]![0]] ? same[0]![0] : -1;
  };
  // the lines the snippet shows: from its first matched line to its last
  const matched = Array.from(matchedAt).filter((i) => i >= 0);
  const shownFrom = Math.min(...matched);
  const shownTo = Math.max(...matched);
  for (let r = 0; r < inserted.length; ) {
    let end = r;
    while (end + 1 < inserted.length && inserted[end + 1] === inserted[end]! + 1) end++;
    // (a copy that opens a block of the snippet's lines, `with self._lock:` over a reindented body, is a wrapper)
    const opensBlock = (j: number) => {
      let next = j + 1;
      while (next < items.length && items[next] !== null && items[next]!.text.trim() === '') next++;
      return next < items.length && items[next] !== null && items[next]!.indent > items[j]!.indent;
    };
    const lines = inserted.slice(r, end + 1).filter((j) => !items[j]!.trivial);
    // (written between two matched lines in place of the lines between them, `<td>✓</td>` for `<td>—</td>`, it
    // is an update that happens to repeat a neighbour; between two lines that follow each other in the file, a
    // line copied from a part of the file the snippet does not show: both are placed there on purpose)
    const before = inserted[r]! - 1;
    const after = inserted[end]! + 1;
    const between = before >= 0 && after < items.length && matchedAt[before]! >= 0 && matchedAt[after]! > matchedAt[before]!;
    const outside = lines.every((j) => copyOf(j) < shownFrom || copyOf(j) > shownTo);
    const replaces = between && (matchedAt[after]! > matchedAt[before]! + 1 || outside);
    if (lines.length > 0 && !replaces && lines.every((j) => copyOf(j) >= 0) && !lines.every(opensBlock)) {
      const j = lines[0]!;
      return `the snippet's line '${describe(items[j]!.text)}' is line ${copyOf(j) + 1} of the file, but the snippet's lines around it do not fit there, so it would appear twice; add a marker where the snippet skips lines`;
    }
    r = end + 1;
  }
  return null;
}

/** Similarity from which a new line right before a marker might as well be an update of the line the marker keeps. */
const UPDATE_OR_INSERT_SIM = 0.5;

/**
 * New lines written just before a marker whose first kept line is much like one of them (`c.mu.RLock()` before a
 * kept `c.mu.Lock()`): the snippet may mean an update of that line or a line added before it. Either guess can
 * be wrong, so the merge is refused (the model, when configured, reads the instruction).
 */
export function checkUpdateOrInsert(inserted: readonly number[], before: ReadonlyMap<number, number>, items: readonly (Line | null)[], orig: readonly Line[], kept: Uint8Array): { reason: string; replaces?: [number, number] } | null {
  const isNew = new Set(inserted);
  for (const j of inserted) {
    const line = items[j]!;
    if (line.trivial) continue;
    // Past the rest of the new lines written there (and blank lines): is a marker next?
    let next = j + 1;
    while (next < items.length && items[next] !== null && (isNew.has(next) || items[next]!.text.trim() === '')) next++;
    if (next >= items.length || items[next] !== null) continue;
    // A whole new block (it has its closing line) or a longer passage reads as an addition, not an update.
    const run = items.slice(j, next).filter((l) => l !== null && l.text.trim() !== '');
    if (run.length > 3 || run.some((l) => l!.trivial)) continue;
    // The first original line the marker keeps, past blank lines.
    let at = before.get(j)!;
    while (at < orig.length && orig[at]!.text.trim() === '') at++;
    if (at >= orig.length || !kept[at] || orig[at]!.trivial) continue;
    if (similarity(words(line.text), words(orig[at]!.text)) < UPDATE_OR_INSERT_SIM) continue;
    // A paragraph of its own (a blank line after it, before the marker) in front of a kept paragraph is an addition
    // (a new route between two routes): an update of that line would run on into the lines the marker keeps.
    if (items[next - 1]!.text.trim() === '' && at > 0 && orig[at - 1]!.text.trim() === '') continue;
    // Written after lines it repeats in shape, it is one more item of a list (an import, a match arm, a column).
    const lines = run as Line[];
    const end = before.get(j)!;
    if (end - lines.length >= 0 && kept[end - 1] && repeatsUnit(lines, orig.slice(end - lines.length, end))) continue;
    const reason = `the snippet's line '${describe(line.text)}' comes right before a marker that keeps line ${at + 1} ('${describe(orig[at]!.text)}'), so it may replace that line or be new; repeat the line that follows it, or write the changed line between two unchanged ones`;
    // Closing a paragraph (a blank line after it, before the marker) that runs on from the file's line before that
    // one, which also closes its paragraph (`CREATE INDEX …_active_idx …` after the kept `CREATE INDEX …` lines,
    // over the file's last `CREATE INDEX`): it replaces that line; as a new line it would leave the old one alone.
    const closes = items[next - 1]!.text.trim() === '' && at === before.get(j) && at > 0 && kept[at - 1] && orig[at - 1]!.text.trim() !== '' && (at + 1 === orig.length || orig[at + 1]!.text.trim() === '');
    return closes ? { reason, replaces: [j, at] } : { reason };
  }
  return null;
}


function countIn(orig: readonly Line[], lo: number, hi: number, test: (line: Line, i: number) => boolean): number {
  let count = 0;
  for (let i = lo; i <= hi; i++) if (test(orig[i]!, i)) count++;
  return count;
}

export function checkAnchors(items: readonly (Line | null)[], itemIndent: readonly number[], snippetLines: readonly string[], matchedAt: Int32Array, kinds: Uint8Array, orig: readonly Line[], candidates: readonly (Map<number, Candidate> | null)[]): string | null {
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
    let hi = nextFirst >= 0 ? nextFirst - 1 : orig.length - 1;
    // Written inside the block of a matched line before it (a marker deeper than `steps:`, then a step at the
    // marker's depth), the chunk is a part of that block: only that block is its window.
    // (when the merge has put it there: a marker may also have skipped out of that block)
    const opener = enclosingOpener(a, b, items, itemIndent, matchedAt);
    if (opener >= 0 && lastMatch([a, b]) <= blockEnd(orig, opener)) hi = Math.min(hi, blockEnd(orig, opener));
    const firstText = describe(items.slice(a, b + 1).find((l) => l !== null && !l.trivial)?.text ?? items[a]!.text);
    // (item j is snippet line j or later, or j - 1 when a marker was put above the first line)
    const lineNo = (j: number) => snippetLines.findIndex((t, idx) => idx >= j - 1 && t === items[j]!.text) + 1;
    if (firstMatch([a, b]) < 0) {
      return `the snippet's lines from line ${lineNo(a)} ('${firstText}') match no line of the file, so where they go is unknown; include an unchanged line next to them`;
    }
    let anchored = false;
    for (let j = a; j <= b && !anchored; j++) {
      const s = items[j]!;
      const at = matchedAt[j]!;
      if (at < 0 || s.trivial) continue;
      const kind = kinds[j] as Kind;
      // (a line as written, indentation and all, is told apart from the same words at another depth)
      if (kind === Kind.Exact) anchored = countIn(orig, lo, hi, (o) => o.exact === s.exact) === 1;
      else if (kind === Kind.Spaces) anchored = countIn(orig, lo, hi, (o) => o.squashed === s.squashed) === 1;
      else if (kind === Kind.Key) anchored = countIn(orig, lo, hi, (o) => o.key === s.key && !o.trivial) === 1 || uniquelyMostSimilar(candidates[j], at, lo, hi) || sharesRareWord(s, at, orig, lo, hi);
      else if (kind === Kind.Fuzzy) anchored = uniquelyMostSimilar(candidates[j], at, lo, hi) || sharesRareWord(s, at, orig, lo, hi);
    }
    if (!anchored) anchored = closesBlock(a, b, items, itemIndent, matchedAt, orig);
    if (!anchored) anchored = uniqueBlock(a, b, items, matchedAt, orig, lo, hi);
    if (!anchored) {
      return `the snippet's lines from line ${lineNo(a)} ('${firstText}') fit more than one place in the file; include a distinctive unchanged line next to them`;
    }
  }
  return null;
}

/**
 * A changed line shares with the line it updates a word no other line in the window has (`pulls` in
 * `<a href="/acme/api/pulls" aria-current="page">` among five nav links): that word places it.
 */
function sharesRareWord(line: Line, at: number, orig: readonly Line[], lo: number, hi: number): boolean {
  const theirs = new Set(words(orig[at]!.text));
  const shared = new Set(words(line.text).filter((w) => theirs.has(w) && w.length >= 3));
  for (let i = lo; i <= hi && shared.size > 0; i++) {
    if (i === at) continue;
    for (const w of words(orig[i]!.text)) shared.delete(w);
  }
  return shared.size > 0;
}

/**
 * The original line of the nearest snippet line before chunk [a, b] that is shallower than the chunk's lines, when
 * nothing between them (markers included) is shallower than the chunk: the block the chunk is written in. -1 else.
 */
function enclosingOpener(a: number, b: number, items: readonly (Line | null)[], itemIndent: readonly number[], matchedAt: Int32Array): number {
  const lines = [];
  for (let j = a; j <= b; j++) if (items[j]!.text.trim() !== '') lines.push(itemIndent[j]!);
  if (lines.length === 0) return -1;
  const depth = Math.min(...lines);
  for (let j = a - 1; j >= 0; j--) {
    if (items[j] !== null && items[j]!.text.trim() === '') continue;
    if (itemIndent[j]! >= depth) continue;
    return items[j] === null ? -1 : matchedAt[j]!;
  }
  return -1;
}

/** A fuzzy or key match counts as an anchor when no other line in the window is nearly as similar. */
function uniquelyMostSimilar(candidates: Map<number, Candidate> | null | undefined, at: number, lo: number, hi: number): boolean {
  // (an update blocks.ts paired from a new line and a deleted one has no candidate: it anchors nothing)
  const mine = candidates?.get(at)?.sim;
  if (!candidates || mine === undefined) return false;
  for (const [i, c] of candidates) if (i !== at && i >= lo && i <= hi && c.sim >= FUZZY_MIN && c.sim > mine - 0.1) return false;
  return true;
}

/**
 * A chunk after a marker that stands for a block's body, placed by that block's closing line (`}`, `end`,
 * `</div>`): the first later line of the file indented no deeper than the block's opener. The closing line is the
 * chunk's first line (the rest — a new method after it, the class's own `}` — follows it), or its last, when every
 * line before it in the chunk is deeper (a new method added at the end of an `impl` block).
 */
function closesBlock(a: number, b: number, items: readonly (Line | null)[], itemIndent: readonly number[], matchedAt: Int32Array, orig: readonly Line[]): boolean {
  if (a === 0) return false;
  let f = a;
  while (f < b && items[f]!.text.trim() === '') f++;
  let l = b;
  while (l > a && items[l]!.text.trim() === '') l--;
  const isCloser = (line: Line) => line.trivial && line.text.trim() !== '';
  if (isCloser(items[f]!)) return closes(f);
  return isCloser(items[l]!) && items.slice(a, l).every((line) => line!.text.trim() === '' || line!.indent > items[l]!.indent) && closes(l);

  function closes(c: number): boolean {
    const closer = items[c]!;
    // The opener: the nearest line before the chunk indented no deeper than the closing line, past blank lines,
    // deeper lines and markers indented deeper (they stand for lines inside the block).
    let openerItem = a - 1;
    for (; openerItem >= 0; openerItem--) {
      const line = items[openerItem];
      if (line === null) {
        if (itemIndent[openerItem]! <= closer.indent) return closesEnclosing(c, openerItem);
        continue;
      }
      if (line!.text.trim() !== '' && line!.indent <= closer.indent) break;
    }
    // (an Allman brace on its own line opens the block too, and so does the `) {` that ends a header written over
    // several lines, a Kotlin data class's properties or a long signature)
    if (openerItem < 0 || (items[openerItem]!.trivial && !/[{([]$/.test(items[openerItem]!.text.trim()))) return false;
    const opener = matchedAt[openerItem]!;
    const at = matchedAt[c]!;
    if (at < 0) return false;
    // (a new opener over old body lines, `private async send(…) {` taking the old body: placed by those lines)
    if (opener < 0) return closesEnclosing(c, openerItem);
    return firstNoDeeper(opener, orig[opener]!.indent) === at;
  }

  /**
   * The opener is hidden by a marker: the closing line closes the block around the last matched line before the
   * chunk, deeper than it, so it is the first later line of the file no deeper than the closing line.
   */
  function closesEnclosing(c: number, hiddenBy: number): boolean {
    let last = a - 1;
    while (last > hiddenBy && (items[last] === null || matchedAt[last]! < 0)) last--;
    const at = matchedAt[c]!;
    if (last <= hiddenBy || at < 0 || items[last]!.indent <= items[c]!.indent) return false;
    return firstNoDeeper(matchedAt[last]!, items[c]!.indent) === at;
  }

  /** The first line after `from` that is not blank and indented no deeper than `indent`. */
  function firstNoDeeper(from: number, indent: number): number {
    for (let i = from + 1; i < orig.length; i++) {
      const line = orig[i]!;
      if (line.text.trim() === '') continue;
      if (line.indent <= indent) return i;
    }
    return -1;
  }
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

/**
 * A snippet ending with a marker says the file goes on after its last line. When nothing is left for that
 * marker and the last lines before it were placed as updates of different lines (same key or similar words, not
 * as written), they were more likely new lines (a list item added in the middle of a list, with the rest kept):
 * taking them as updates would overwrite the end of the file, so the merge is refused.
 */
export function checkEmptyEndMarker(items: readonly (Line | null)[], matchedAt: Int32Array, kinds: Uint8Array, lastMarkerKeeps: boolean): string | null {
  if (items.length < 2 || items.at(-1) !== null || lastMarkerKeeps) return null;
  for (let j = items.length - 2; j >= 0 && items[j] !== null; j--) {
    if (matchedAt[j]! < 0 || items[j]!.trivial) continue;
    const kind = kinds[j] as Kind;
    if (kind === Kind.Exact || kind === Kind.Spaces) return null;
    return `the snippet ends with a marker, but its line '${describe(items[j]!.text)}' would replace the end of the file (line ${matchedAt[j]! + 1}), leaving nothing for the marker to keep; include the unchanged line that follows the new lines`;
  }
  return null;
}

/**
 * A new line placed between a header the merge keeps (`clear(): void {`, `def f():`, `key:`) and the body
 * indented under it, while itself no deeper than that header, cuts the header from its body: the snippet was
 * not understood there (most likely it meant to replace the header), so the merge is refused.
 */
export function checkSplitHeaders(inserted: readonly number[], before: ReadonlyMap<number, number>, items: readonly (Line | null)[], orig: readonly Line[], kept: Uint8Array, matchedAt: Int32Array): string | null {
  for (const j of inserted) {
    const line = items[j]!;
    if (line.trivial) continue;
    const at = before.get(j)!;
    let header = at - 1;
    while (header >= 0 && orig[header]!.text.trim() === '') header--;
    let body = at;
    while (body < orig.length && orig[body]!.text.trim() === '') body++;
    if (header < 0 || body >= orig.length || !kept[header] || !kept[body]) continue;
    // The header written out and its block closed before the new line (a body rewritten, its old lines moved
    // under a new method): the new header is meant to take the old body.
    const written = matchedAt.indexOf(header);
    if (written >= 0 && written < j && items.slice(written + 1, j).some((l) => l !== null && l.text.trim() !== '' && l.indent <= orig[header]!.indent)) continue;
    // The header written out spread over lines (`def export_csv(`, its parameters, `) -> str:`): the new line
    // closes its bracket, and is the header's own end.
    if (written >= 0 && written < j && /[([{]\s*$/.test(items[written]!.text) && /^[)\]}]/.test(line.text.trim()) && items.slice(written + 1, j).every((l) => l !== null && (l.text.trim() === '' || l.indent > line.indent))) continue;
    // (a case label stacked on another falls through to the same body: `case 'mention':` / `case 'paid':` / new
    // `case 'failed':` / `return true;`)
    const label = /^(case\b.*|default\s*):$/;
    if (label.test(line.text.trim()) && label.test(orig[header]!.text.trim()) && line.indent === orig[header]!.indent) continue;
    if (orig[body]!.indent > orig[header]!.indent && line.indent <= orig[header]!.indent && !orig[header]!.trivial) {
      return `the snippet's line '${describe(line.text)}' would go between line ${header + 1} ('${describe(orig[header]!.text)}') and the lines indented under it; if it replaces that line, include the unchanged line after it`;
    }
  }
  return null;
}

/**
 * A marker indented under the line before it (`def fetch_all(url):` then `    # ... existing code ...`) stands
 * for that line's body. When the first line it would keep is no deeper than that line (`def load():`), the
 * header is not where the snippet thinks: most likely it replaces that line. The merge is refused.
 */
export function checkBodyMarkers(ops: readonly Op[], items: readonly (Line | null)[], itemIndent: readonly number[], orig: readonly Line[]): { reason: string; header: number; kept: number } | null {
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k]!;
    if (op.op !== 'marker') continue;
    const first = keptFrom(ops, k);
    let kept = -1;
    for (let x = first; x < k && kept < 0; x++) {
      const i = (ops[x] as { i: number }).i;
      if (orig[i]!.text.trim() !== '') kept = i;
    }
    let before = op.j - 1;
    while (before >= 0 && items[before] !== null && items[before]!.text.trim() === '') before--;
    const header = before >= 0 ? items[before] : null;
    if (kept < 0 || !header || header.trivial || itemIndent[op.j]! <= header.indent) continue;
    if (orig[kept]!.indent <= header.indent && !orig[kept]!.trivial) {
      const reason = `the marker under '${describe(header.text)}' stands for its body, but the first line it would keep is line ${kept + 1} ('${describe(orig[kept]!.text)}'); if the snippet's line replaces that one, include a line of the body after it`;
      return { reason, header: before, kept };
    }
  }
  return null;
}

/**
 * A header placed as an update (`func Title(…) {` for `func Lower(…) {`, by similar words) whose block the
 * snippet then closes with its own new body, while a later marker keeps the old body: that body would be left
 * without a header. The header was a new one; the caller aligns once more without that update.
 */
export function checkOrphans(ops: readonly Op[], items: readonly (Line | null)[], itemIndent: readonly number[], orig: readonly Line[], parents: Int32Array): { reason: string; header: number } | null {
  const updatedBy = new Map<number, number>();
  for (const o of ops) if (o.op === 'match' && o.kind !== Kind.Exact && o.kind !== Kind.Spaces) updatedBy.set(o.i, o.j);
  if (updatedBy.size === 0) return null;
  for (let k = 0; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'keep') continue;
    const line = orig[o.i]!;
    if (line.trivial) continue;
    const header = updatedBy.get(parents[o.i]!);
    if (header === undefined) continue;
    // The marker keeping it: the next marker op; inside the header's block only when indented deeper than it.
    let x = k;
    while (x < ops.length && ops[x]!.op !== 'marker') x++;
    const marker = ops[x];
    if (!marker || marker.op !== 'marker' || itemIndent[marker.j]! > itemIndent[header]!) continue;
    // Did the snippet close the header's block before that marker (a line back at the header's depth)?
    const closed = items.slice(header + 1, marker.j).some((l) => l !== null && l.text.trim() !== '' && l.indent <= items[header]!.indent);
    if (!closed) continue;
    return { header, reason: `the snippet's line '${describe(items[header]!.text)}' would replace line ${parents[o.i]! + 1} ('${describe(orig[parents[o.i]!]!.text)}'), but a marker keeps that line's body (line ${o.i + 1}); if it is a new line, include the unchanged line that follows it` };
  }
  return null;
}

const tokensOf = (text: string) => text.match(/[A-Za-z_$][\w$]*|\d+|\S/g) ?? [];
const isName = (token: string) => /^[A-Za-z_$][\w$]{3,}$/.test(token);
const isNumber = (token: string) => /^\d+$/.test(token);
/** Whether two token lists differ only in names and numbers, position for position. */
const sameShape = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, x) => t === b[x] || (isName(t) && isName(b[x]!)) || (isNumber(t) && isNumber(b[x]!)));

/**
 * A line taken as an update that is the old line with its names swapped for names the file does not have, while
 * the snippet still writes the old names, as they are, elsewhere (`if cfg.IdleTimeout, err = getDuration(
 * "IDLE_TIMEOUT", …)` over the `ShutdownTimeout` one, the snippet keeping `ShutdownTimeout time.Duration`): a copy
 * made for a new name, added next to the old line, not a rename of it — when it follows a line of the same
 * shape, one more of a series (the `WriteTimeout` lookup before it). Such lines are retried as new.
 */
export function checkLostNames(items: readonly (Line | null)[], matchedAt: Int32Array, kinds: Uint8Array, orig: readonly Line[]): number[] {
  let fileNames: Set<string> | null = null;
  let written: Set<string> | null = null; // names in the snippet's lines found as written
  const doubtful: number[] = [];
  for (let j = 0; j < items.length; j++) {
    const at = matchedAt[j]!;
    if (at < 0 || kinds[j] === Kind.Exact || kinds[j] === Kind.Spaces) continue;
    const mine = tokensOf(items[j]!.text);
    const theirs = tokensOf(orig[at]!.text);
    // (names swapped, and numbers: the copy's own default, `60*time.Second` for `15*time.Second`)
    if (!sameShape(theirs, mine)) continue;
    const swaps = mine.map((t, x) => [theirs[x]!, t] as const).filter(([a, b]) => a !== b && isName(a));
    if (swaps.length === 0) continue;
    fileNames ??= new Set(orig.flatMap((o) => tokensOf(o.text).filter(isName)));
    if (swaps.some(([, b]) => fileNames!.has(b))) continue;
    written ??= new Set(items.flatMap((line, k) => (line && matchedAt[k]! >= 0 && (kinds[k] === Kind.Exact || kinds[k] === Kind.Spaces) ? tokensOf(line.text).filter(isName) : [])));
    if (swaps.some(([a]) => written!.has(a)) && afterSibling(j)) doubtful.push(j);
  }
  return doubtful;

  /** Whether the snippet line before j at its depth (past deeper lines and closing lines) is j's shape with other names: one more of a series. */
  function afterSibling(j: number): boolean {
    const indent = items[j]!.indent;
    for (let k = j - 1; k >= 0; k--) {
      const line = items[k];
      if (!line) return false;
      if (line.text.trim() === '' || line.trivial || line.indent > indent) continue;
      if (line.indent < indent) return false;
      return sameShape(tokensOf(line.text), tokensOf(items[j]!.text));
    }
    return false;
  }
}

const FENCE_LINE = /^\s*(`{3,}|~{3,})/;

/** For each line, whether it is inside a fenced code block (the fence lines themselves count as inside). */
function fenced(lines: readonly string[]): boolean[] {
  let open: string | null = null;
  return lines.map((line) => {
    const fence = FENCE_LINE.exec(line)?.[1];
    if (fence === undefined) return open !== null;
    if (open === null) open = fence[0]!;
    else if (fence[0] === open) open = null;
    return true;
  });
}

/**
 * A line a marker keeps must stay on the same side of a code fence as in the file: kept lines from the middle of
 * a fenced block the snippet has already closed (`npm install -g pnpm` after the snippet's new ```` ``` ````) mean
 * the snippet was aligned in the wrong place. `keptOut` maps output lines kept by markers to their original lines.
 */
export function checkFences(orig: readonly Line[], out: readonly string[], keptOut: ReadonlyMap<number, number>): string | null {
  if (!orig.some((o) => FENCE_LINE.test(o.text))) return null;
  const inOrig = fenced(orig.map((o) => o.text));
  const inOut = fenced(out);
  for (const [k, i] of keptOut) {
    if (inOrig[i] !== inOut[k] && !FENCE_LINE.test(orig[i]!.text)) {
      return `the merge would move line ${i + 1} ('${describe(orig[i]!.text)}') ${inOrig[i] ? 'out of' : 'into'} a fenced code block; write the lines around it`;
    }
  }
  return null;
}


/**
 * A marker whose first kept line continues a statement (`.AddAuthentication(…)`) right after the snippet finished
 * one (`….AddDbContextCheck<…>("database");`): the statement's first line was taken as an update of the line that
 * line continues (`builder.Services`), and the rest of the old statement would hang from the new one. Returns that
 * snippet line, to be aligned once more as written only.
 */
export function checkHangingContinuations(ops: readonly Op[], items: readonly (Line | null)[], orig: readonly Line[]): number | null {
  for (let k = 1; k < ops.length; k++) {
    if (ops[k]!.op !== 'marker') continue;
    const first = ops.slice(keptFrom(ops, k), k).find((o) => o.op === 'keep' && orig[o.i]!.text.trim() !== '') as { i: number } | undefined;
    if (!first || !CONTINUES.test(orig[first.i]!.text.trim())) continue;
    let before = (ops[k] as { j: number }).j - 1;
    while (before >= 0 && items[before] !== null && items[before]!.text.trim() === '') before--;
    if (before < 0 || items[before] === null || !/;\s*$/.test(items[before]!.text)) continue;
    // the line the kept one continues, matched not as written
    let start = first.i - 1;
    while (start > 0 && CONTINUES.test(orig[start]!.text.trim())) start--;
    const match = ops.find((o): o is Extract<Op, { op: 'match' }> => o.op === 'match' && o.i === start);
    // (one that ends its statement itself took the old statement's rest away: blocks.ts drops it)
    if (match && match.kind !== Kind.Exact && match.kind !== Kind.Spaces && !/;\s*$/.test(items[match.j]!.text)) return match.j;
  }
  return null;
}
