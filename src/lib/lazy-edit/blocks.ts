/**
 * Placement of whole blocks written next to markers: a new block before or after a sibling of the file that a
 * marker keeps (its opener, closing line, doc comment and first line stay the sibling's), a block of the file
 * rewritten right before or after a marker, and lines the alignment placed as new though they are the file's own
 * (a repeated run, an update written as an insert and a delete).
 */
import { Kind, type Line } from './candidates.js';
import { blockEnd } from './context.js';
import { rewritesBody } from './declarations.js';
import { CONTINUES, keyOf } from './lines.js';
import { blank, docEnd, keptFrom, onceEach, type Insert, type Match, type Op } from './placement.js';
import { updatesLine } from './updates.js';

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
    if (!onceEach(orig, items, items[o.j]!)) continue;
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
    const first = keptFrom(ops, k - 1);
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
    const fk = keptFrom(ops, k);
    const first = (ops[fk] as { i: number }).i;
    // the comment the first kept line is inside of
    if (!/^\s*\*/.test(orig[first]!.text)) continue;
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
    const before = ops[k - 1]?.op;
    const after = ops[k + 2]?.op;
    if (before === 'insert' || before === 'delete' || after === 'insert' || after === 'delete') continue;
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
