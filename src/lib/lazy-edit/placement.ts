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
import { declaredName, words } from './lines.js';
import { updatesLine } from './updates.js';

export type Op =
  | { op: 'keep'; i: number }
  | { op: 'delete'; i: number }
  | { op: 'marker'; j: number }
  | { op: 'match'; i: number; j: number; kind: Kind }
  | { op: 'insert'; i: number; j: number };

export type Match = Extract<Op, { op: 'match' }>;
export type Insert = Extract<Op, { op: 'insert' }>;

export const blank = (line: Line) => line.text.trim() === '';
/** Where the run of keeps right before `ops[k]` starts (a marker's op follows the lines it keeps); k when none. */
export function keptFrom(ops: readonly Op[], k: number): number {
  let first = k;
  while (first > 0 && ops[first - 1]!.op === 'keep') first--;
  return first;
}

/** Whether the file has `line` once and the snippet has it once, as written. */
export function onceEach(orig: readonly Line[], items: readonly (Line | null)[], line: Line): boolean {
  let inFile = 0;
  let inSnippet = 0;
  for (const o of orig) if (o.exact === line.exact && ++inFile > 1) return false;
  for (const l of items) if (l?.exact === line.exact && ++inSnippet > 1) return false;
  return inFile === 1 && inSnippet === 1;
}

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
    const first = keptFrom(ops, k);
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
export function docEnd(lines: readonly string[], at: number): number {
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
