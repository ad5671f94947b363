/**
 * Placement of new lines written right after a marker. The alignment scores a matched `}`, blank line or
 * similar line above a new one, so a new block written after a marker (`@media … {`, its rules, `}`, a blank
 * line, then the next kept rule; or `def b():` with a body much like the previous function's) would take the
 * end of the block before it as its own and land inside that block, dropping or rewriting that block's last
 * lines. The original lines between the insertion point and the next anchor belong to the block before when
 * they are indented deeper than the new block's first line, or close a block at its depth; then the marker keeps
 * them, and the snippet's lines there are new.
 */
import { Kind, type Line } from './candidates.js';
import { blockEnd } from './context.js';
import { rewritesBody } from './declarations.js';
import { CONTINUES, declaredName, keyOf, words } from './lines.js';
import { updatesLine } from './updates.js';

export type Op =
  | { op: 'keep'; i: number }
  | { op: 'delete'; i: number }
  | { op: 'marker'; j: number }
  | { op: 'match'; i: number; j: number; kind: Kind }
  | { op: 'insert'; i: number; j: number };

type Match = Extract<Op, { op: 'match' }>;
type Insert = Extract<Op, { op: 'insert' }>;

const blank = (line: Line) => line.text.trim() === '';
/** An op that puts a line of the file in the merge. */
const isLine = (o: Op): o is Extract<Op, { op: 'keep' | 'match' }> => o.op === 'keep' || o.op === 'match';

export function placeBlockEnds(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  let times: Map<number, number> | null = null;
  const foundOnce = (line: Line) => {
    times ??= orig.reduce((map, l) => map.set(l.exact, (map.get(l.exact) ?? 0) + 1), new Map<number, number>());
    return times.get(line.exact) === 1;
  };
  for (let k = 0; k < ops.length; k++) {
    if (ops[k]!.op !== 'marker') continue;
    let x = k + 1;
    while (x < ops.length && ops[x]!.op === 'keep') x++;
    const first = ops[x];
    if (!first || first.op !== 'insert') continue;
    // The new block's first line: past blank lines, it must have words (`@media …`, `def b():`).
    let head = x;
    while (head < ops.length && ops[head]!.op === 'insert' && blank(items[(ops[head] as Insert).j]!)) head++;
    const opener = ops[head];
    if (!opener || opener.op !== 'insert' || items[opener.j]!.trivial) continue;
    const p = first.i;
    if (p === 0 || blank(orig[p - 1]!)) continue; // already at a boundary
    // New lines and matches of the consecutive original lines p.., up to an anchor right after them.
    const start = x;
    let next = p;
    const depth = items[opener.j]!.indent;
    // A closing line shallower than the new block closes a block around it: it ends the region, as its anchor.
    const closesAround = (o: Op | undefined) => o?.op === 'match' && items[o.j]!.trivial && !blank(items[o.j]!) && items[o.j]!.indent < depth;
    while (x < ops.length) {
      const o = ops[x]!;
      if (closesAround(o)) break;
      if (o.op === 'insert' && o.i === next) x++;
      else if (o.op === 'match' && o.i === next && o.kind !== Kind.Spaces && !(o.kind === Kind.Exact && !items[o.j]!.trivial && foundOnce(items[o.j]!))) {
        // (an exact match of a line with words found once is the anchor; a reindented one the sign of a wrapped block)
        next++;
        x++;
      } else break;
    }
    // Then an anchor must follow right after them, or the end of the file (past a last marker).
    const anchor = ops[x];
    const atEnd = next === orig.length && ops.slice(x).every((o) => o.op === 'marker');
    if (next === p || (!atEnd && (!anchor || anchor.op !== 'match' || anchor.i !== next || (items[anchor.j]!.trivial && !closesAround(anchor))))) continue;
    const region = ops.slice(start, x) as (Match | Insert)[];
    const matches = region.filter((o): o is Match => o.op === 'match');
    // The original lines taken must be the end of the block before: deeper than the new block, or its closing lines.
    const belongsBefore = matches.some((o) => {
      const line = orig[o.i]!;
      return !blank(line) && (line.indent > depth || (line.trivial && line.indent >= depth));
    });
    if (!belongsBefore) continue;
    const kept: Op[] = matches.map((o) => ({ op: 'keep', i: o.i }));
    const moved: Op[] = region.map((o) => ({ op: 'insert', i: next, j: o.j }));
    // The new block's leading blank line and the blank line the block before ends with are one separation.
    const lastKept = kept.at(-1) as { i: number } | undefined;
    const firstMoved = moved[0] as Insert | undefined;
    if (lastKept && firstMoved && blank(orig[lastKept.i]!) && blank(items[firstMoved.j]!)) {
      kept[kept.length - 1] = { op: 'match', i: lastKept.i, j: firstMoved.j, kind: Kind.Exact };
      moved.shift();
    }
    ops.splice(start, x - start, ...kept, ...moved);
    k = start + kept.length + moved.length - 1;
  }
}

/**
 * A new block written between blank lines in front of a marker (`}`, blank, `get count() {…}`, marker) takes the
 * blank line that separated two blocks in the file, and would be glued to the block the marker keeps: the
 * snippet's blank line stands for the separation, so the file's blank line is repeated after the new block when
 * the kept line that follows is a sibling of it (same indentation) and not blank, and the new block is closed.
 */
export function keepSeparation(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 0; k + 1 < ops.length; k++) {
    const sep = ops[k]!;
    if (sep.op !== 'match' || !blank(items[sep.j]!) || !blank(orig[sep.i]!)) continue;
    let x = k + 1;
    while (x < ops.length && ops[x]!.op === 'insert') x++;
    if (x === k + 1 || x >= ops.length) continue;
    const next = ops[x]!;
    const last = ops[x - 1] as Insert;
    const first = ops[k + 1] as Insert;
    if (next.op !== 'keep' || next.i !== sep.i + 1 || blank(orig[next.i]!) || blank(items[last.j]!) || blank(items[first.j]!)) continue;
    if (items[first.j]!.indent !== orig[next.i]!.indent || (sep.i > 0 && blank(orig[sep.i - 1]!))) continue;
    // Only a closed block (`get x() {` … `}` back at its depth) or a section before the next section (`[[bench]]`
    // … before `[profile.release]`) has a separation of its own; a line added at the start of a paragraph joins it.
    const section = /^\[{1,2}[^\]]+\]{1,2}$/;
    const sections = section.test(items[first.j]!.text.trim()) && section.test(orig[next.i]!.text.trim());
    if (last === first || (!sections && (items[last.j]!.indent !== items[first.j]!.indent || !items[last.j]!.trivial))) continue;
    ops.splice(x, 0, { op: 'keep', i: sep.i });
    k = x;
  }
}

/**
 * A new block written after a marker and before a blank line and the next sibling (`# ... existing code ...`,
 * `def b():` …, blank, `def c():`) would go in right after the last kept line, glued to the block before it,
 * with the file's blank line after it: the blank line separates the kept block from the new one, and the
 * snippet's blank line follows the new block.
 */
export function separateNewBlocks(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length; k++) {
    const first = ops[k]!;
    let b = k - 1;
    while (b > 0 && ops[b]!.op === 'marker') b--;
    const before = ops[b]!;
    if (first.op !== 'insert' || ops[k - 1]!.op !== 'marker' || before.op !== 'keep' || blank(orig[before.i]!) || items[first.j]!.trivial || blank(items[first.j]!)) continue;
    let x = k;
    while (x < ops.length && ops[x]!.op === 'insert') x++;
    const sep = ops[x];
    const next = ops[x + 1];
    if (!sep || sep.op !== 'match' || !blank(orig[sep.i]!) || !blank(items[sep.j]!) || !next || (next.op !== 'match' && next.op !== 'keep')) continue;
    const sibling = orig[next.i]!;
    const last = ops[x - 1] as Insert;
    if (blank(sibling) || sibling.indent !== items[first.j]!.indent || blank(items[last.j]!)) continue;
    const run = ops.slice(k, x) as Insert[];
    ops.splice(k, x - k + 1, { op: 'keep', i: sep.i }, ...run.map((o) => ({ ...o, i: next.i })), { op: 'insert', i: next.i, j: sep.j });
    k = x + 1;
  }
}

/**
 * Where a deleted run can slide (the lines it removes are the same text one row further down), a matched closing
 * line or block opener before it goes with the anchor after it: `</tr>` `<tr>` kept above a deleted table row would
 * otherwise stand for the deleted row's `<tr>`, and the row after it would lose its own. The text is the same
 * either way; what follows from the match (the block a later closing line closes) is not.
 */
export function slideDeletions(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  const lineOf = (op: Op) => (op as { i: number }).i;
  const opens = (i: number) => i + 1 < orig.length && orig[i + 1]!.indent > orig[i]!.indent;
  for (let x = 1; x < ops.length; x++) {
    if (ops[x]!.op !== 'delete' || ops[x - 1]!.op === 'delete') continue;
    let y = x; // the run is ops[x..y]
    while (y + 1 < ops.length && ops[y + 1]!.op === 'delete' && lineOf(ops[y + 1]!) === lineOf(ops[y]!) + 1) y++;
    const after = ops[y + 1];
    if (!after || (after.op !== 'match' && after.op !== 'keep')) {
      x = y;
      continue;
    }
    for (;;) {
      const m = ops[x - 1];
      if (!m || m.op !== 'match' || m.i !== lineOf(ops[x]!) - 1 || !(items[m.j]!.trivial || opens(m.i)) || orig[m.i]!.exact !== orig[lineOf(ops[y]!)]!.exact) break;
      const taken = lineOf(ops[y]!);
      for (let k = x; k <= y; k++) (ops[k] as { i: number }).i -= 1;
      ops.splice(x - 1, 1);
      ops.splice(y, 0, { ...m, i: taken });
      x -= 1;
      y -= 1;
      if (x === 0) break;
    }
    x = y + 1;
  }
}

/**
 * A block written out whole, then a blank line and a marker no deeper than its header (`def sync(…):` … its last
 * line, blank, `# ... existing code ...` at the left margin): the block ends where the snippet's does, so lines of
 * the original block after its last written line (an `except` clause unwrapped away) go; the marker keeps what
 * follows the block. The snippet's blank lines there stand for the file's blank lines after the block.
 */
export function dropRestOfWrittenBlocks(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[], itemIndent: readonly number[]): void {
  for (let k = 0; k < ops.length; k++) {
    const marker = ops[k]!;
    if (marker.op !== 'marker') continue;
    const depth = itemIndent[marker.j]!;
    let last = marker.j - 1;
    while (last >= 0 && items[last] !== null && blank(items[last]!)) last--;
    if (last < 0 || last === marker.j - 1 || items[last] === null || items[last]!.indent <= depth) continue;
    // the header: the nearest earlier line no deeper than the marker, with no marker between
    let header = last - 1;
    while (header >= 0 && items[header] !== null && (blank(items[header]!) || items[header]!.indent > depth)) header--;
    if (header < 0 || items[header] === null || items[header]!.trivial) continue;
    const headerOp = ops.find((o) => o.op === 'match' && o.j === header) as Match | undefined;
    // The last written line, or when it is new, the last one matched before it; then the lines the marker would
    // keep after it must be what those new lines rewrote (`- db` / `- redis` under a `depends_on:` now written as
    // `db:` / `condition: …`): their words all appear in the new lines.
    let lastMatched = last;
    while (lastMatched > header && !ops.some((o) => o.op === 'match' && o.j === lastMatched)) lastMatched--;
    const lastOp = ops.find((o) => o.op === 'match' && o.j === lastMatched) as Match | undefined;
    if (!headerOp || !lastOp || lastOp === headerOp) continue;
    const newWords = lastMatched === last ? null : new Set(items.slice(lastMatched + 1, last + 1).flatMap((line) => words(line!.text)));
    const end = blockEnd(orig, headerOp.i);
    // the marker's kept lines inside the block, after the last written line
    let first = k;
    while (first > 0 && ops[first - 1]!.op === 'keep') first--;
    const inside = ops.slice(first, k).filter((o) => (o as { i: number }).i > lastOp.i && (o as { i: number }).i <= end);
    const firstInside = inside.find((o) => !blank(orig[(o as { i: number }).i]!));
    if (!firstInside) continue;
    // (what is left of a class is its other methods, which the marker keeps: only the rest of a statement the
    // snippet rewrote, an `except:` after an unwrapped `try:`, goes)
    if (declaredName(orig[(firstInside as { i: number }).i]!.text) !== null) continue;
    if (newWords && !inside.every((o) => words(orig[(o as { i: number }).i]!.text).every((w) => newWords.has(w)))) continue;
    for (const o of inside) (o as Op).op = 'delete';
    // The snippet's blank lines before the marker, inserted, and the file's blank lines the marker keeps after the
    // block are one separation: they pair off.
    const insertedBlanks = ops.slice(0, first).filter((o): o is Insert => o.op === 'insert' && o.j > last && o.j < marker.j && blank(items[o.j]!));
    // (the blank lines right after the block, not ones further down the kept region)
    const keptBlanks: Op[] = [];
    for (const o of ops.slice(first, k)) {
      const i = (o as { i: number }).i;
      if (o.op === 'keep' && i === end + 1 + keptBlanks.length && blank(orig[i]!)) keptBlanks.push(o);
    }
    const pairs = Math.min(insertedBlanks.length, keptBlanks.length);
    for (let x = 0; x < pairs; x++) {
      const insert = insertedBlanks[x]!;
      ops.splice(ops.indexOf(insert), 1);
      const keep = keptBlanks[x]!;
      ops[ops.indexOf(keep)] = { op: 'match', i: (keep as { i: number }).i, j: insert.j, kind: Kind.Exact };
    }
    k = ops.indexOf(marker);
  }
}

/**
 * A blank line written between a marker and the line the marker's kept lines run straight into (`# … existing
 * code …`, blank, `files = collect(…)` right under `return 2`), or the mirror image, is the snippet's spacing
 * around the marker: the file has no blank line there, and the merge adds none.
 */
export function dropBlanksAtMarkers(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = ops.length - 2; k >= 1; k--) {
    const o = ops[k]!;
    if (o.op !== 'insert' || !blank(items[o.j]!)) continue;
    // (the marker's op comes before or after the lines it keeps)
    let p = k - 1;
    while (p > 0 && ops[p]!.op === 'marker') p--;
    let x = k + 1;
    while (x < ops.length - 1 && ops[x]!.op === 'marker') x++;
    const prev = ops[p]!;
    const next = ops[x]!;
    if (!isLine(prev) || !isLine(next) || next.i !== prev.i + 1 || blank(orig[prev.i]!) || blank(orig[next.i]!)) continue;
    const afterMarker = items[o.j - 1] === null && prev.op === 'keep' && next.op === 'match';
    const beforeMarker = items[o.j + 1] === null && prev.op === 'match' && next.op === 'keep';
    if (afterMarker || beforeMarker) ops.splice(k, 1);
  }
}

/**
 * One changed line between a matched line and a marker, when the line the marker would keep next to it is its
 * old form (`ports:`, `- "5433:5432"`, marker, over `- "5432:5432"`; an anchor the candidate table could not pin,
 * being one of several `ports:`), or the mirror image (marker, a changed `self.sink.publish(…)`, `return True`):
 * it replaces that line, as updates.ts decides where the anchor is unique.
 */
export function replaceNextToMarkers(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length - 1; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || items[o.j]!.trivial) continue;
    const line = items[o.j]!;
    const prev = ops[k - 1]!;
    const next = ops[k + 1]!;
    // (after a matched line, or after new lines written in place of the lines before: a signature spread out)
    const after = prev.op === 'match' ? prev.i + 1 : prev.op === 'insert' ? prev.i : -1;
    let beyond = o.j + 1; // (past the snippet's blank lines before the marker)
    while (beyond < items.length && items[beyond] !== null && blank(items[beyond]!)) beyond++;
    if (after >= 0 && items[beyond] === null) {
      let x = k + 1;
      while (x < ops.length && (ops[x]!.op === 'marker' || (ops[x]!.op === 'insert' && blank(items[(ops[x] as Insert).j]!)))) x++;
      const kept = ops[x];
      if (kept?.op === 'keep' && kept.i === after && replaces(line, kept.i)) {
        ops[x] = { op: 'delete', i: kept.i };
        // (the snippet's blank lines before the marker, when the file has its own after the replaced line)
        if (kept.i + 1 < orig.length && blank(orig[kept.i + 1]!)) {
          for (let y = x - 1; y > k; y--) if (ops[y]!.op === 'insert') ops.splice(y, 1);
        }
      }
    } else if (next.op === 'match') {
      // (past blank lines the snippet writes after the marker: its spacing, the file has its own)
      let b = k - 1;
      while (b > 0 && ops[b]!.op === 'insert' && blank(items[(ops[b] as Insert).j]!)) b--;
      if (items[(ops[b + 1] as Insert).j - 1] !== null) continue;
      let x = b;
      while (x > 0 && ops[x]!.op === 'marker') x--;
      const kept = ops[x];
      if (kept?.op !== 'keep' || kept.i !== next.i - 1 || !replaces(line, kept.i)) continue;
      ops[x] = { op: 'delete', i: kept.i };
      if (b < k - 1 && kept.i > 0 && blank(orig[kept.i - 1]!)) {
        ops.splice(b + 1, k - 1 - b);
        k = b + 1;
      }
    }
  }

  function replaces(line: Line, i: number): boolean {
    return !orig[i]!.trivial && orig[i]!.indent === line.indent && updatesLine(line.text, orig, i);
  }
}

/** How a line opens a block: its last token (`{`, `:`, `do`, `=>`), or null when it opens none. */
const opensWith = (text: string): string | null => /(\{|:|\bdo(\s*\|[^|]*\|)?|=>|\bthen)\s*$/.exec(text.trimEnd())?.[1] ?? null;

/**
 * A new header written after a marker, right before the body of the header the marker keeps, at that header's
 * depth and opening its block the same way (`it "matches nested branches …" do` over the kept `it "does not
 * match nested branches" do` and its body): the body is the new header's, so the new header replaces the old
 * one, which would be left without a body.
 */
export function replaceHeadersOverBodies(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length - 1; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || items[o.j - 1] !== null) continue;
    const line = items[o.j]!;
    const opener = opensWith(line.text);
    if (line.trivial || opener === null) continue;
    let p = k - 1;
    while (p > 0 && ops[p]!.op === 'marker') p--;
    const kept = ops[p]!;
    if (kept.op !== 'keep' || orig[kept.i]!.trivial || orig[kept.i]!.indent !== line.indent || opensWith(orig[kept.i]!.text) !== opener) continue;
    // its body: the next line of the file, deeper, in the merge after the new lines
    let x = k + 1;
    while (x < ops.length && ops[x]!.op === 'insert') x++;
    const body = ops[x];
    if (!body || (body.op !== 'keep' && body.op !== 'match') || body.i !== kept.i + 1 || orig[body.i]!.indent <= line.indent) continue;
    ops[p] = { op: 'delete', i: kept.i };
  }
}

/** The last line of the doc comment or docstring opening at line `at` of `lines` (`"""…"""`, `/** … *\/`), or -1. */
function docEnd(lines: readonly string[], at: number): number {
  const t = lines[at]?.trim() ?? '';
  const quote = /^[rbuRBU]?("""|''')/.exec(t)?.[1];
  const close = quote ?? (t.startsWith('/**') ? '*/' : null);
  if (close === null) return -1;
  const rest = t.slice(quote ? t.indexOf(quote) + 3 : 3);
  if (rest.includes(close)) return at;
  for (let i = at + 1; i < lines.length; i++) if (lines[i]!.includes(close)) return i;
  return -1;
}

/**
 * A new docstring written right under a header, where the file has one, replaces the old one: a function has one
 * docstring, and the marker after it keeps the body only.
 */
export function replaceDocComments(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  const texts = orig.map((o) => o.text);
  const itemTexts = items.map((l) => l?.text ?? '');
  for (let k = 1; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || ops[k - 1]!.op === 'insert') continue;
    const mine = docEnd(itemTexts, o.j);
    if (mine < 0) continue;
    const prev = ops[k - 1]!;
    // the file's docstring is the next lines, which the merge keeps after the new one
    let x = k;
    while (x < ops.length && ops[x]!.op === 'insert') x++;
    const next = ops[x];
    if (prev.op === 'match' && next?.op === 'keep' && next.i === prev.i + 1 && orig[next.i]!.indent === items[o.j]!.indent) {
      const end = docEnd(texts, next.i);
      if (end >= 0 && ops.slice(x, x + end - next.i + 1).every((p, d) => p.op === 'keep' && p.i === next.i + d)) {
        for (let d = 0; d <= end - next.i; d++) ops[x + d] = { op: 'delete', i: next.i + d };
      }
    }
  }
}

/**
 * A new block written right before a marker whose opener the alignment took from the file's next block
 * (`<dependency>` … `</dependency>` added after a kept dependency, the marker then keeping the next one from its
 * `<groupId>`): the marker would start inside a block and leave it without its opener. The opener is the new
 * block's own; the file's stays with its block.
 */
export function keepOpenersAfterNewBlocks(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 0; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'match' || o.kind !== Kind.Exact) continue;
    const opener = items[o.j]!.text.trim();
    if (!/^<[A-Za-z][\w.:-]*(\s[^>]*)?>$/.test(opener) && !/[{[(:]$/.test(opener)) continue;
    let e = k + 1;
    while (e < ops.length && ops[e]!.op === 'insert' && (ops[e] as Insert).j === o.j + (e - k)) e++;
    const last = ops[e - 1]!;
    if (e === k + 1 || last.op !== 'insert' || !items[last.j]!.trivial || items[last.j]!.indent !== items[o.j]!.indent || items[last.j + 1] !== null) continue;
    let x = e;
    while (x < ops.length && ops[x]!.op === 'marker') x++;
    const kept = ops[x];
    if (kept?.op !== 'keep' || kept.i !== o.i + 1 || orig[kept.i]!.indent <= orig[o.i]!.indent) continue;
    const moved: Op[] = ops.slice(k, e).map((p) => ({ op: 'insert', i: o.i, j: (p as Match | Insert).j }));
    ops.splice(k, e - k, ...moved, { op: 'keep', i: o.i });
    k = e;
  }
}

/**
 * The ops of a file's block `at`…`end` rewritten by the inserts `ops[k]`…`ops[e]` (its opener, new body, closing
 * line): opener and closing line matched, the old body deleted, the new one inserted.
 */
function rewrittenBlock(ops: readonly Op[], k: number, e: number, at: number, end: number): Op[] {
  return [
    { op: 'match', i: at, j: (ops[k] as Insert).j, kind: Kind.Exact },
    ...ops.slice(k + 1, e).map((p) => ({ op: 'insert' as const, i: at + 1, j: (p as Insert).j })),
    ...Array.from({ length: end - at - 1 }, (_, d) => ({ op: 'delete' as const, i: at + 1 + d })),
    { op: 'match', i: end, j: (ops[e] as Insert).j, kind: Kind.Exact },
  ];
}

/**
 * A block the merge inserts right before the same block of the file that a marker then keeps, whose body rewrites
 * that block's body line for line (`if err != nil {` / `return fmt.Errorf(…, err)` / `}` after `n, err :=
 * res.RowsAffected()`, over its `return err`): it is that block, rewritten. Its opener and closing line stand for
 * the file's, its body replaces the old one, and the marker keeps what follows.
 */
export function rewriteBlocksBeforeMarkers(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 0; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || items[o.j]!.trivial) continue;
    let e = k;
    while (e + 1 < ops.length && ops[e + 1]!.op === 'insert' && (ops[e + 1] as Insert).j === (ops[e] as Insert).j + 1) e++;
    const closer = items[(ops[e] as Insert).j]!;
    if (e === k || items[(ops[e] as Insert).j + 1] !== null || !closer.trivial || closer.indent !== items[o.j]!.indent) continue;
    let x = e + 1;
    while (x < ops.length && ops[x]!.op === 'marker') x++;
    const at = o.i;
    if (at >= orig.length) continue;
    const end = blockEnd(orig, at);
    if (orig[at]!.text !== items[o.j]!.text || orig[end]!.text.trim() !== closer.text.trim()) continue;
    // the marker's kept lines must start with that whole block
    const keeps = ops.slice(x, x + end - at + 1);
    if (keeps.length !== end - at + 1 || keeps.some((p, d) => p.op !== 'keep' || p.i !== at + d)) continue;
    const body = ops.slice(k + 1, e).map((p) => items[(p as Insert).j]!);
    if (!rewritesBody(orig, at, body)) continue;
    const rewritten = rewrittenBlock(ops, k, e, at, end);
    const markers = ops.slice(e + 1, x);
    ops.splice(k, x + (end - at + 1) - k, ...rewritten, ...markers);
    k += rewritten.length - 1;
  }
}

/**
 * A new block written right before a marker, whose closing line the alignment took from a block of the file that
 * comes next (`fun onUndoDelete() {` … `}`, blank, marker, over the file's `fun onTogglePinned(…) {` … `}`; `if
 * [[ "$SKIP_BUILD" … ]]; then` … `fi` over the next `if … fi`): that block's opener and the lines before it would
 * go and the marker keep nothing. The closing line is the new block's own; the marker keeps the file's lines.
 */
export function keepSiblingsAfterNewBlocks(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 0; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'match' || o.kind !== Kind.Exact || !items[o.j]!.trivial || blank(items[o.j]!)) continue;
    const depth = items[o.j]!.indent;
    // deletes right before it, among them the opener of the block it closes in the file
    let d = k;
    while (d > 0 && ops[d - 1]!.op === 'delete' && (ops[d - 1] as { i: number }).i === o.i - (k - d + 1)) d--;
    if (d === k) continue;
    const at = (ops[d] as { i: number }).i;
    let opens = false;
    for (let i = at; i < o.i; i++) if (!orig[i]!.trivial && orig[i]!.indent === depth && blockEnd(orig, i) === o.i) opens = true;
    if (!opens) continue;
    // in the snippet, the line it closes (the nearest one above at its depth) is new
    let h = o.j - 1;
    while (h >= 0 && items[h] !== null && (blank(items[h]!) || items[h]!.indent > depth)) h--;
    if (h < 0 || items[h] === null || items[h]!.indent !== depth || !ops.some((p) => p.op === 'insert' && p.j === h)) continue;
    // then, past blank lines, a marker (whose op follows the lines it keeps)
    let x = k + 1;
    while (x < ops.length && (ops[x]!.op === 'insert' || ops[x]!.op === 'match') && blank(items[(ops[x] as Insert | Match).j]!)) x++;
    let y = x;
    while (y < ops.length && ops[y]!.op === 'keep') y++;
    if (ops[y]?.op !== 'marker') continue;
    const blanks = ops.slice(k + 1, x) as (Insert | Match)[];
    const kept = Array.from({ length: o.i - at + 1 }, (_, n) => at + n).concat(blanks.filter((p) => p.op === 'match').map((p) => p.i));
    // (the snippet's blank line after the block and the file's blank line the kept lines start with are one)
    const pairs = blank(orig[at]!) && blanks.length > 0 ? 1 : 0;
    const written: Op[] = [o, ...blanks.slice(pairs ? 1 : 0)].map((p) => ({ op: 'insert', i: at, j: (p as Insert | Match).j }));
    const keeps: Op[] = kept.map((i) => ({ op: 'keep', i }));
    if (pairs) keeps[0] = { op: 'match', i: at, j: blanks[0]!.j, kind: Kind.Exact };
    ops.splice(d, x - d, ...written, ...keeps);
    k = d + written.length + keeps.length;
  }
}

/**
 * A new block written before a sibling it resembles, then the sibling's first line and a marker (`router.patch(`
 * … `);`, blank, `router.delete(`, marker): the alignment would take the sibling's lines for the new block's and
 * write the sibling's first line anew at the end, its body gone. The first line, found once in the file and
 * deleted there, is the anchor: the lines before it are new, and the marker keeps the sibling's.
 */
export function anchorLinesBeforeMarkers(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || items[o.j]!.trivial || items[o.j + 1] !== null) continue;
    const text = items[o.j]!.text;
    if (orig.filter((l) => l.text === text).length !== 1 || items.filter((l) => l?.text === text).length !== 1) continue;
    const d = ops.findIndex((p) => p.op === 'delete' && orig[p.i]!.text === text);
    if (d < 0 || d > k) continue;
    const p = (ops[d] as { i: number }).i;
    // between them only the file's lines right after it (matched or deleted) and new lines
    let next = p + 1;
    let fits = true;
    for (const q of ops.slice(d + 1, k)) {
      if (q.op === 'insert') continue;
      if ((q.op === 'match' || q.op === 'delete') && q.i === next) next++;
      else fits = false;
    }
    // then the marker's kept lines, from the next line of the file (a marker's op follows the lines it keeps)
    const after = ops[k + 1];
    if (!fits || !(after?.op === 'marker' || (after?.op === 'keep' && after.i === next))) continue;
    const written: Op[] = ops.slice(d + 1, k).flatMap((q) => (q.op === 'delete' ? [] : [{ op: 'insert' as const, i: p, j: (q as Match | Insert).j }]));
    const keeps: Op[] = Array.from({ length: next - p - 1 }, (_, n) => ({ op: 'keep', i: p + 1 + n }));
    ops.splice(d, k + 1 - d, ...written, { op: 'match', i: p, j: o.j, kind: Kind.Exact }, ...keeps);
    k = d + written.length + keeps.length;
  }
}

/**
 * New lines written right after a marker that repeat, line for line, lines of the file the merge then deletes a
 * little further down (marker, the `for fmt in …:` loop, a new check, `raise …`, over the file's `if not raw:` …
 * the same loop … `raise …`): the alignment moved the loop up to make the new check an update of the old one. The
 * smaller edit keeps the loop where it is, the marker keeps the lines before it, and the lines written after the
 * loop are new.
 */
export function keepRepeatedRuns(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length; k++) {
    if (ops[k - 1]!.op !== 'marker' || ops[k]!.op !== 'insert') continue;
    let e = k;
    while (e + 1 < ops.length && ops[e + 1]!.op === 'insert' && (ops[e + 1] as Insert).j === (ops[e] as Insert).j + 1) e++;
    // the lines between: matches of the file's next lines, or new lines, up to a run of deletes
    let d = e + 1;
    let next = -1;
    let fits = true;
    while (d < ops.length && ops[d]!.op !== 'delete') {
      const o = ops[d]!;
      if (o.op === 'match' && (next < 0 || o.i === next)) next = o.i + 1;
      else if (o.op !== 'insert') fits = false;
      d++;
    }
    if (!fits || next < 0 || d >= ops.length || (ops[d] as { i: number }).i !== next) continue;
    // that run of deletes starts with the new lines from the marker on, as written
    const inserts = ops.slice(k, e + 1) as Insert[];
    let length = 0;
    while (length < inserts.length && ops[d + length]?.op === 'delete' && (ops[d + length] as { i: number }).i === next + length && orig[next + length]!.exact === items[inserts[length]!.j]!.exact) length++;
    if (inserts.slice(0, length).filter((o) => !items[o.j]!.trivial).length < 2) continue;
    const between = [...inserts.slice(length), ...ops.slice(e + 1, d)] as (Match | Insert)[];
    const marker = ops[k - 1]!;
    const kept: Op[] = between.filter((o): o is Match => o.op === 'match').map((o) => ({ op: 'keep', i: o.i }));
    const run: Op[] = inserts.slice(0, length).map((o, x) => ({ op: 'match', i: next + x, j: o.j, kind: Kind.Exact }));
    const written: Op[] = between.map((o) => ({ op: 'insert', i: next + length, j: o.j }));
    ops.splice(k - 1, d + length - (k - 1), ...kept, marker, ...run, ...written);
    k += kept.length + run.length + written.length;
  }
}

/**
 * The mirror image of rewriteBlocksBeforeMarkers: a block the merge inserts right after the lines a marker keeps,
 * when those end with the same block and the block rewrites its body line for line (marker, `if err != nil {` /
 * `return nil, fmt.Errorf(…)` / `}`, `return &a, nil`, over the file's `if err != nil {` / `return nil, err` / `}`
 * then `return &a, nil`): it is that block, rewritten, and the marker keeps the lines before it.
 */
export function rewriteBlocksAfterMarkers(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length; k++) {
    const o = ops[k]!;
    if (o.op !== 'insert' || ops[k - 1]!.op !== 'marker' || items[o.j]!.trivial) continue;
    let e = k;
    while (e + 1 < ops.length && ops[e + 1]!.op === 'insert' && (ops[e + 1] as Insert).j === (ops[e] as Insert).j + 1) e++;
    const closer = items[(ops[e] as Insert).j]!;
    if (e === k || !closer.trivial || closer.indent !== items[o.j]!.indent) continue;
    // the marker's kept lines end with a block of the file opened by the same line, right before the insertion point
    const end = o.i - 1;
    if (end < 1 || orig[end]!.text.trim() !== closer.text.trim()) continue;
    let at = -1;
    for (let i = end - 1; i >= 0 && at < 0; i--) if (orig[i]!.text === items[o.j]!.text && blockEnd(orig, i) === end) at = i;
    if (at < 0) continue;
    let first = k - 1;
    while (first > 0 && ops[first - 1]!.op === 'keep') first--;
    const keeps = ops.slice(first, k - 1);
    if (keeps.length === 0 || (keeps[0] as { i: number }).i > at || (keeps.at(-1) as { i: number }).i !== end) continue;
    const body = ops.slice(k + 1, e).map((p) => items[(p as Insert).j]!);
    if (!rewritesBody(orig, at, body)) continue;
    const rewritten = rewrittenBlock(ops, k, e, at, end);
    const before = keeps.filter((p) => (p as { i: number }).i < at);
    ops.splice(first, e + 1 - first, ...before, ops[k - 1]!, ...rewritten);
    k = first + before.length + rewritten.length;
  }
}

/**
 * A header, a marker deeper than it (its body), then its closing line and a new sibling block (`<div …>`, its
 * label, `<!-- ... -->`, `</div>`, blank, a new `<div …>` … `</div>`): the closing line is the end of that header's
 * block in the file. The alignment would give the block's last lines (`{% endfor %}`, `</select>`) to the new
 * sibling, which has lines like them, and close the old block early.
 */
export function closeBodyMarkerBlocks(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[], itemIndent: readonly number[]): void {
  for (let k = 1; k < ops.length; k++) {
    const marker = ops[k]!;
    const closer = ops[k + 1];
    if (marker.op !== 'marker' || closer?.op !== 'insert' || closer.j !== marker.j + 1) continue;
    const line = items[closer.j]!;
    if (!line.trivial || blank(line)) continue;
    // the header: the nearest earlier line at the closing line's depth, matched
    let h = marker.j - 1;
    while (h >= 0 && items[h] !== null && (blank(items[h]!) || items[h]!.indent > line.indent)) h--;
    const header = ops.find((o): o is Match => o.op === 'match' && o.j === h);
    if (!header || items[h]!.indent !== line.indent || itemIndent[marker.j]! <= line.indent) continue;
    const end = blockEnd(orig, header.i);
    if (orig[end]!.text.trim() !== line.text.trim() || orig[end]!.indent !== line.indent) continue;
    // what follows up to the match of that end: new lines and matches of the block's last lines
    let lastKept = header.i;
    for (let x = k - 1; x >= 0 && ops[x]!.op === 'keep'; x--) lastKept = Math.max(lastKept, (ops[x] as { i: number }).i);
    let e = k + 2;
    while (e < ops.length && ops[e]!.op === 'insert') e++;
    let fits = true;
    while (e < ops.length && !(ops[e]!.op === 'match' && (ops[e] as Match).i === end)) {
      const o = ops[e]!;
      if (!(o.op === 'insert' || (o.op === 'match' && o.i > lastKept && o.i < end))) fits = false;
      e++;
    }
    if (!fits || e >= ops.length) continue;
    const region = ops.slice(k + 2, e + 1) as (Match | Insert)[];
    const keeps: Op[] = Array.from({ length: end - lastKept - 1 }, (_, n) => ({ op: 'keep', i: lastKept + 1 + n }));
    const written: Op[] = region.map((o) => ({ op: 'insert', i: end + 1, j: o.j }));
    ops.splice(k, e + 1 - k, ...keeps, marker, { op: 'match', i: end, j: closer.j, kind: Kind.Exact }, ...written);
    k += keeps.length + 1 + written.length;
  }
}

/**
 * A new doc comment and block written before a marker took the opening lines of the next block's doc comment
 * (`/**`, ` * @param {Date} date`, its own lines, `function isWeekend(…) {…}`, marker, over the file's `/**` …
 * ` * @returns {string}`, ` *\/`, `function relativeLabel(…)`): the marker would start inside that comment. The
 * comment stays whole with its block, which the marker keeps; the snippet's lines there are new.
 */
export function keepDocCommentsWhole(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  let texts: string[] | null = null;
  for (let k = 1; k < ops.length; k++) {
    if (ops[k]!.op !== 'marker' || ops[k - 1]!.op !== 'keep') continue;
    let fk = k - 1;
    while (fk > 0 && ops[fk - 1]!.op === 'keep') fk--;
    const first = (ops[fk] as { i: number }).i;
    // the comment the first kept line is inside of
    texts ??= orig.map((l) => l.text);
    let open = first - 1;
    while (open >= 0 && /^\s*\*/.test(texts[open]!) && !/^\s*\/\*\*/.test(texts[open]!)) open--;
    if (open < 0 || open === first - 1 || docEnd(texts, open) < first || !/^\s*\/\*\*/.test(texts[open]!)) continue;
    const s = ops.findIndex((o) => o.op === 'match' && o.i === open);
    if (s < 0 || s > fk) continue;
    const region = ops.slice(s, fk);
    if (region.some((o) => (o.op === 'match' || o.op === 'delete' || o.op === 'keep') && (o.i < open || o.i >= first)) || region.some((o) => o.op === 'marker')) continue;
    const written: Op[] = region.flatMap((o) => (o.op === 'match' || o.op === 'insert' ? [{ op: 'insert' as const, i: open, j: o.j }] : []));
    const keeps: Op[] = Array.from({ length: first - open }, (_, n) => ({ op: 'keep', i: open + n }));
    ops.splice(s, fk - s, ...written, ...keeps);
    k = s + written.length + keeps.length + (k - fk);
  }
}

/**
 * A statement the snippet rewrote as one line (`app.MapHealthChecks("/healthz").AllowAnonymous();` for
 * `app.MapGet("/healthz", …)` / `.AllowAnonymous();`), right before a marker: the old statement's other lines,
 * which continue it, go with it; the marker keeps what follows the statement.
 */
export function dropRestOfJoinedStatements(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  for (let k = 1; k < ops.length; k++) {
    const o = ops[k - 1]!;
    if (o.op !== 'match' || o.kind === Kind.Exact || o.kind === Kind.Spaces || !/;\s*$/.test(items[o.j]!.text) || /;\s*$/.test(orig[o.i]!.text)) continue;
    let e = k;
    while (e < ops.length && ops[e]!.op === 'keep' && (ops[e] as { i: number }).i === o.i + (e - k + 1) && CONTINUES.test(orig[(ops[e] as { i: number }).i]!.text.trim())) e++;
    if (e === k || !/;\s*$/.test(orig[(ops[e - 1] as { i: number }).i]!.text)) continue;
    let x = e;
    while (x < ops.length && ops[x]!.op === 'keep') x++;
    if (ops[x]?.op !== 'marker') continue;
    for (let y = k; y < e; y++) ops[y] = { op: 'delete', i: (ops[y] as { i: number }).i };
  }
}

/**
 * A new line written right where a line of the file goes, that sets its key anew (`memory: 256Mi` for `memory: 128Mi`,
 * its text also found elsewhere in the file, so the alignment could not take it as an update): it is that update.
 * The text merged is the same; the checks then see an updated line, not a copy of another.
 */
export function pairUpdates(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  let written: Set<number> | null = null; // the snippet's lines and the deleted ones, read when a pair asks
  let deletedTexts: Set<number> | null = null;
  for (let k = 0; k + 1 < ops.length; k++) {
    const a = ops[k]!;
    const b = ops[k + 1]!;
    const insert = a.op === 'insert' ? a : b.op === 'insert' ? b : null;
    const deleted = a.op === 'delete' ? a : b.op === 'delete' ? b : null;
    if (!insert || !deleted) continue;
    // (alone: not one line of a longer run of new or deleted lines)
    const around = [ops[k - 1], ops[k + 2]];
    if (around.some((o) => o?.op === 'insert' || o?.op === 'delete')) continue;
    const line = items[insert.j]!;
    // (a value set anew for the same key: `line 58` for `line 2` is a copy of line 58, not an update)
    const key = keyOf(line.text);
    if (line.trivial || key === null || key !== keyOf(orig[deleted.i]!.text) || line.indent !== orig[deleted.i]!.indent || !updatesLine(line.text, orig, deleted.i)) continue;
    // (not where a line is in the wrong place, see orphanedLine: the deleted line written elsewhere in the
    // snippet, or the new one the text of a deleted line)
    written ??= new Set(items.flatMap((l) => (l === null ? [] : [l.exact])));
    deletedTexts ??= new Set(ops.flatMap((o) => (o.op === 'delete' ? [orig[o.i]!.exact] : [])));
    if (written.has(orig[deleted.i]!.exact) || deletedTexts.has(line.exact)) continue;
    ops.splice(k, 2, { op: 'match', i: deleted.i, j: insert.j, kind: Kind.Fuzzy });
  }
}

/**
 * What a block's first body line names it by: the string argument the line is (a route's `'/:id/archive',`), or the value of
 * its `id` or `name` attribute (`<input id="terms" …>`); null for other lines (a message in a call).
 */
const nameIn = (text: string): string | null => /^\s*(["'`])([^"'`]*)\1,\s*$/.exec(text)?.[2] ?? /\b(?:id|name)=(["'])([^"']*)\1/.exec(text)?.[2] ?? null;

/**
 * A block written after a marker that the alignment took for the file's block with the same opener, rewritten,
 * though its first body line names another thing (`router.post(` / `'/:id/archive'` over the file's `router.post(`
 * / `'/'`; `<div class="form-group form-check">` / `<input id="terms" …>` over the newsletter checkbox): it is a
 * new block after that one, which the marker keeps whole.
 */
export function keepNamedBlocksBeforeNewOnes(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[]): void {
  const blankMatch = (o: Op | undefined): o is Match => o?.op === 'match' && blank(items[o.j]!) && blank(orig[o.i]!);
  for (let m = 0; m < ops.length; m++) {
    if (ops[m]!.op !== 'marker') continue;
    const before = blankMatch(ops[m + 1]) ? (ops[m + 1] as Match) : null;
    const k = before ? m + 2 : m + 1;
    const opener = ops[k];
    if (opener?.op !== 'match' || opener.kind !== Kind.Exact || items[opener.j]!.trivial || (before && before.i !== opener.i - 1)) continue;
    const end = blockEnd(orig, opener.i);
    let c = k + 1;
    while (c < ops.length && ops[c]!.op !== 'marker' && !(ops[c]!.op === 'match' && (ops[c] as Match).i === end)) c++;
    const closer = ops[c];
    if (closer?.op !== 'match' || closer.i !== end || end <= opener.i + 1 || !items[closer.j]!.trivial) continue;
    const region = ops.slice(k + 1, c);
    if (region.some((o) => o.op === 'keep' || o.op === 'marker' || ((o.op === 'match' || o.op === 'delete') && (o.i <= opener.i || o.i >= end)))) continue;
    // the first body line, new or changed, names another thing than the file's first body line
    const first = region.find((o) => o.op !== 'delete') as Match | Insert | undefined;
    const theirs = nameIn(orig[opener.i + 1]!.text);
    const mine = first ? nameIn(items[first.j]!.text) : null;
    if (!first || (first.op === 'match' && first.kind === Kind.Exact) || theirs === null || mine === null || theirs === mine) continue;
    if (!region.some((o) => o.op === 'delete')) continue;
    const after = blankMatch(ops[c + 1]) && (ops[c + 1] as Match).i === end + 1 ? (ops[c + 1] as Match) : null;
    const kept: Op[] = Array.from({ length: end - opener.i + 1 + (before ? 1 : 0) + (after && !before ? 1 : 0) }, (_, n) => ({ op: 'keep', i: (before ? before.i : opener.i) + n }));
    const next = (after ? after.i : end) + 1;
    const written: Op[] = [opener, ...region.filter((o) => o.op !== 'delete'), closer].map((o) => ({ op: 'insert', i: next, j: (o as Match | Insert).j }));
    const spacing: Op[] = [];
    if (before && after) spacing.push({ op: 'match', i: after.i, j: before.j, kind: Kind.Exact });
    else if (before) written.unshift({ op: 'insert', i: next, j: before.j });
    if (after) written.push({ op: 'insert', i: next, j: after.j });
    const replaced = c + 1 + (after ? 1 : 0) - m;
    ops.splice(m, replaced, ...kept, ops[m]!, ...spacing, ...written);
    m += kept.length + spacing.length + written.length;
  }
}
