/**
 * The deterministic lazy-edit merger. The snippet is aligned with the original in one dynamic programme
 * (align.ts): a snippet line either stands for an original line or is new; an original line is either kept by
 * the marker that stands for it or, where the snippet omits it without a marker, deleted. Before it, the
 * candidate table (candidates.ts) is completed from context: updates by position next to markers (updates.ts),
 * headers named by their bodies and matches weighed by their parents (context.ts). After it, new lines written
 * after a marker are placed at the block boundary (placement.ts), whole blocks next to markers (blocks.ts), and
 * the alignment is checked (checks.ts):
 * every chunk between markers must be anchored in one place, large deletions by omission (a forgotten marker)
 * and structural doubts are refused, some after one more alignment without the doubtful updates. A doubtful
 * merge fails with a reason instead of writing a wrong file. */
import { align } from './align.js';
import { candidatesOf, indentOf, insertCosts, Interner, Kind, SCORE, type Candidate, type Line } from './candidates.js';
import { checkAnchors, checkBodyMarkers, checkCopies, checkEmptyEndMarker, checkFences, checkHangingContinuations, checkLostNames, checkOmissions, checkOrphans, checkSplitHeaders, checkUpdateOrInsert, describe } from './checks.js';
import { blockEnd, origParents, promoteHeaders, weighParents } from './context.js';
import { confineBlocks, newBlocks, withBlock } from './declarations.js';
import { declaredName, similarity, words } from './lines.js';
import { isBareEllipsis, isMarker } from './markers.js';
import { anchorLinesBeforeMarkers, closeBodyMarkerBlocks, dropRestOfJoinedStatements, keepDocCommentsWhole, keepNamedBlocksBeforeNewOnes, keepOpenersAfterNewBlocks, keepRepeatedRuns, keepSiblingsAfterNewBlocks, pairUpdates, rewriteBlocksAfterMarkers, rewriteBlocksBeforeMarkers } from './blocks.js';
import { dropBlanksAtMarkers, dropRestOfWrittenBlocks, keepSeparation, onceEach, type Op, placeBlockEnds, replaceDocComments, replaceHeadersOverBodies, replaceNextToMarkers, separateNewBlocks, slideDeletions } from './placement.js';
import { promoteRareWords, promoteReindentedRuns, promoteRenames, promoteSections, promoteSplitStatements, promoteUpdates, UPDATE_SIM } from './updates.js';

/** The placement rules (placement.ts, blocks.ts), in the order they run on an alignment's ops; each reads what it needs. */
const PLACEMENT_RULES: ReadonlyArray<(ops: Op[], items: readonly (Line | null)[], orig: readonly Line[], itemIndent: readonly number[]) => void> = [
  placeBlockEnds,
  keepSeparation,
  separateNewBlocks,
  slideDeletions,
  dropRestOfWrittenBlocks,
  dropBlanksAtMarkers,
  replaceNextToMarkers,
  replaceHeadersOverBodies,
  replaceDocComments,
  keepOpenersAfterNewBlocks,
  keepSiblingsAfterNewBlocks,
  anchorLinesBeforeMarkers,
  keepRepeatedRuns,
  closeBodyMarkerBlocks,
  keepDocCommentsWhole,
  dropRestOfJoinedStatements,
  pairUpdates,
  keepNamedBlocksBeforeNewOnes,
  rewriteBlocksBeforeMarkers,
  rewriteBlocksAfterMarkers,
];

export type MergeResult = { ok: true; text: string } | { ok: false; reason: string };

/** What a failed pass asks the next one to correct (see `table` in attempt). */
type Corrections = { retry?: readonly number[]; rename?: readonly [number, number]; added?: readonly number[]; anchor?: readonly [number, number] };
type Finished = { ok: true; text: string } | ({ ok: false; reason: string } & Corrections);

export const MERGE_LIMITS = {
  /** original lines × snippet lines (8 bytes of memory each); past this the caller should use the model. */
  cells: 4_000_000,
} as const;

/** Words that say what an import or declaration line is, not what it names. */
const HEADER_WORDS = new Set(['import', 'from', 'require', 'const', 'let', 'var', 'use', 'using', 'include', 'as', 'type', 'static', 'export', 'default', 'pub', 'crate', 'self', 'super', 'mod', 'extern', 'js', 'ts', 'mjs', 'cjs']);

/**
 * Whether lines the snippet leaves out above its first line are kept: a package, namespace or module line, a
 * comment, or an import one of whose names (a quoted path counts by its last part) is still used, by the snippet
 * or by the lines its markers keep. A snippet that drops an import along with its last use (a whole file written
 * out without markers) deletes it.
 */
function keepsTop(omitted: readonly Line[], snippetLines: readonly string[], kept: readonly Line[]): boolean {
  const used = new Set([...snippetLines, ...kept.map((l) => l.text)].flatMap((l) => words(l)));
  return omitted.some((line) => {
    const text = line.text.trim();
    if (text === '') return false;
    if (/^(package|namespace|module|#!|\/\/|\/\*|\*|#|--|<!--)/.test(text)) return true;
    return importedNames(text).some((w) => used.has(w));
  });
}

/** The names an import line brings in (a quoted path counts by its last part), header words aside. */
function importedNames(text: string): string[] {
  const named = text.trim().replace(/(["'`])([^"'`]*)\1/g, (_, _q: string, path: string) => ` ${path.split('/').pop()!.replace(/\.\w+$/, '')} `);
  return words(named).filter((w) => !HEADER_WORDS.has(w));
}

/**
 * The names an import binds, for imports that bind names the file then uses by name (not namespaces, `using
 * System;`, `from __future__ …`); none for other lines. Only the bound names: the module path is not a use
 * (`node:crypto` is not used by `import … from "node:timers/promises"`, nor `java.util.List` by `java.util.Map`).
 */
function boundNames(text: string): string[] {
  const bound =
    /^\s*import\s+(?:type\s+)?([\w${},\s*]+?)\s+from\s/.exec(text)?.[1] ??
    /^\s*from\s+(?!__future__)[\w.]+\s+import\s+([\w, ()]+)$/.exec(text)?.[1] ??
    /^\s*import\s+[\w.]+\.([A-Z]\w*);?$/.exec(text)?.[1] ??
    /^\s*(?:const|let|var)\s([^=]*)=\s*require\(/.exec(text)?.[1];
  // (`React` stays: JSX needs it in scope without naming it)
  if (bound === undefined || /\bReact\b/.test(bound)) return [];
  return words(bound).filter((w) => !HEADER_WORDS.has(w));
}

/**
 * The file's imports above the snippet's first line, kept by the implied marker, that the merged file no longer
 * uses (the snippet rewrote their last use away: `featureFlags` after a feature flag's branch is removed) go.
 */
function dropUnusedImports(text: string, top: readonly Line[], eol: string): string {
  const lines = text.split(eol);
  if (top.some((line, x) => lines[x] !== line.text)) return text;
  const used = new Set(lines.slice(top.length).flatMap((l) => words(l)));
  const names = top.map((line) => boundNames(line.text));
  const unused = new Set(names.map((mine, x) => (mine.length > 0 && !mine.some((w) => used.has(w)) ? x : -1)).filter((x) => x >= 0));
  // (names used by the other kept imports count too: `use std::io::{self, BufRead}` next to a use of `io`)
  for (const x of [...unused]) if (names[x]!.some((w) => top.some((o, y) => y !== x && !unused.has(y) && words(o.text).includes(w)))) unused.delete(x);
  return unused.size === 0 ? text : lines.filter((_, x) => !unused.has(x)).join(eol);
}

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
  // Consecutive markers say the same thing as one, also with only blank lines between them.
  const items: (Line | null)[] = [];
  const itemIndent: number[] = [];
  let written: Set<string> | null = null; // the file's lines, trimmed, read when a bare `// ...` asks
  for (const text of snippetLines) {
    const marker = isMarker(text) || (isBareEllipsis(text) && !(written ??= new Set(orig.map((o) => o.text.trim()))).has(text.trim()));
    if (marker) {
      let k = items.length;
      while (k > 0 && items[k - 1] !== null && items[k - 1]!.text.trim() === '') k--;
      if (k > 0 && items[k - 1] === null) {
        items.length = k;
        itemIndent.length = k;
        continue;
      }
    }
    items.push(marker ? null : interner.line(text));
    itemIndent.push(indentOf(text));
  }
  // Models leave out unchanged imports and trailing lines without a marker far more often than they mean to
  // delete them. So a snippet that starts at a line the file has once further in (as written, or a changed
  // header declaring a name the file declares once) keeps the lines above it, imports no longer used excepted,
  // and, for a snippet without markers, a merge that would drop lines after its matched last line is tried again
  // with a marker there.
  const foundOnceAt = (line: Line | null | undefined): number => {
    if (!line || line.trivial) return -1;
    const name = orig.some((o) => o.exact === line.exact) ? null : declaredName(line.text);
    let at = -1;
    for (let i = 0; i < orig.length; i++) {
      if (name === null ? orig[i]!.exact !== line.exact : orig[i]!.trivial || declaredName(orig[i]!.text) !== name) continue;
      if (at >= 0) return -1;
      at = i;
    }
    return at;
  };
  let firstAt = foundOnceAt(items[0]);
  // (or a changed line over such a line, that updates the line above it there: `#[derive(Debug, Default, Clone)]`
  // over `struct Stats {`)
  const head = items[0];
  if (firstAt < 0 && head && !head.trivial && items[1] && !orig.some((o) => o.exact === head.exact)) {
    const second = foundOnceAt(items[1]);
    if (second > 0 && !orig[second - 1]!.trivial && similarity(words(head.text), words(orig[second - 1]!.text)) >= UPDATE_SIM) firstAt = second - 1;
  }
  // (names count as used in the snippet, and in the rest of the file when markers keep some of it)
  const markers = items.includes(null); // (before the implied one above the first line)
  const keptTop = firstAt > 0 && keepsTop(orig.slice(0, firstAt), snippetLines, markers ? orig.slice(firstAt) : []);
  if (keptTop) {
    items.unshift(null);
    itemIndent.unshift(itemIndent[0]!);
  }
  const first = attempt(items, itemIndent);
  // (a snippet with markers elsewhere that ends without one ends there: the few lines it leaves out after its last
  // line, a deprecated alias or a last bullet, are deleted; more than a few are refused by checkOmissions)
  if (first.droppedAtEnd && !markers) {
    // The same with a marker after the last line: used when that merge is sound.
    const second = attempt([...items, null], [...itemIndent, itemIndent.at(-1)!]);
    if (second.result.ok) return keptTop ? { ok: true, text: dropUnusedImports(second.result.text, orig.slice(0, firstAt), eol) } : second.result;
  }
  // Without any marker, a snippet that keeps the lines above it (one section of a file, rewritten) but would
  // drop the lines after it reads neither as the whole new file nor as that section alone.
  if (first.result.ok && keptTop && !markers && first.droppedBottom) {
    return { ok: false, reason: 'the snippet has no existing-code marker: it starts further down the file, so it is not the whole file, yet the lines after it would be dropped; add markers where it skips lines' };
  }
  if (first.result.ok && keptTop) return { ok: true, text: dropUnusedImports(first.result.text, orig.slice(0, firstAt), eol) };
  return first.result;

  /** Aligns and checks; also says whether the merge drops lines after the snippet's last line. */
  function attempt(items: (Line | null)[], itemIndent: number[]): { result: MergeResult; droppedAtEnd: boolean; droppedBottom?: boolean } {
    const n = orig.length;
    const m = items.length;
    if ((n + 1) * (m + 1) > MERGE_LIMITS.cells) return { result: { ok: false, reason: `the file (${n} lines) and snippet (${m} lines) are too large to align line by line` }, droppedAtEnd: false };
    const parents = origParents(orig);
    /**
     * The candidate table and insert costs, corrected by what an earlier pass found: `retry` lines may stand only
     * for lines they are as written, `rename` pairs a header with the original header it renames, `added` lines
     * are new with their blocks, and `anchor` holds one line to the one line of the file it is.
     */
    const table = ({ retry: doubtful = [], rename: renamed, added = [], anchor: anchored }: Corrections = {}) => {
      const candidates = candidatesOf(orig, items, interner);
      const { whole, copies } = newBlocks(orig, items, itemIndent, candidates);
      confineBlocks(orig, items, itemIndent, candidates);
      asWritten(doubtful, candidates);
      if (renamed) candidates[renamed[0]]!.set(renamed[1], { score: SCORE.key, kind: Kind.Key, sim: 0 });
      if (anchored) candidates[anchored[0]] = new Map([[anchored[1], { score: SCORE.anchor, kind: Kind.Exact, sim: 1 }]]);
      promoteUpdates(orig, items, candidates);
      promoteSections(orig, items, candidates);
      promoteRenames(orig, items, candidates);
      reopenRenamedBlocks(whole, candidates);
      promoteSplitStatements(orig, items, candidates);
      promoteRareWords(orig, items, candidates);
      promoteHeaders(orig, parents, items, itemIndent, candidates);
      weighParents(parents, items, itemIndent, candidates);
      promoteReindentedRuns(items, candidates);
      // (after the promotions, which would make them updates again)
      asWritten(doubtful, candidates);
      // (lines retried as new, with their blocks, after every rule that could make them updates again)
      for (const j of added) {
        for (const k of withBlock(items, itemIndent, j)) {
          whole.add(k);
          candidates[k] = new Map();
        }
      }
      return { candidates, insertCost: insertCosts(items, itemIndent, candidates, orig, new Set([...whole, ...copies])) };
    };

    /** One alignment with its table, placed and checked. */
    const pass = (corrections?: Corrections) => {
      const { candidates, insertCost } = table(corrections);
      const ops = align(orig, items, candidates, insertCost);
      return { ops, result: finish(ops, candidates) };
    };
    const corrects = (r: Finished): r is Extract<Finished, { ok: false }> => !r.ok && (r.retry !== undefined || r.rename !== undefined || r.added !== undefined);

    let { ops, result } = pass();
    if (corrects(result)) {
      // Some lines were placed as updates of lines they should not replace, or a header as new that renames the
      // header its body marker keeps (see the checks that ask for a retry): once more, with that corrected.
      const second = pass(result);
      ops = second.ops;
      if (!corrects(second.result)) result = second.result; // (the same doubt again: the first reason stands)
    }
    // A line the file and the snippet have once each, written anew while the file's copy goes (`test: /\.jsx?$/`
    // after a new rule that shares the next rule's other lines): the alignment took its neighbours for the new
    // lines'. Once more with that line held to its place; kept when that merge is sound.
    const orphan = result.ok ? orphanedLine(ops) : null;
    if (orphan) {
      const held = pass({ anchor: orphan });
      if (held.result.ok) ({ ops, result } = held);
    }
    let end = ops.length;
    while (end > 0 && ops[end - 1]!.op === 'delete') end--;
    const droppedBottom = ops.slice(end).some((o) => o.op === 'delete' && orig[o.i]!.text.trim() !== '');
    // (lines deleted right after new lines were replaced by them, not left out)
    const droppedAtEnd = droppedBottom && items.at(-1) !== null && ops[end - 1]?.op === 'match';
    if (!result.ok) return { result: { ok: false, reason: result.reason }, droppedAtEnd };
    return { result: { ok: true, text: result.text }, droppedAtEnd, droppedBottom };

    /**
     * A new block's header that the rename found to be an old header renamed (`getPostalCode()` for `getZip()`):
     * its closing line is that block's closing line again, as newBlocks had cleared it.
     */
    function reopenRenamedBlocks(whole: ReadonlySet<number>, candidates: (Map<number, Candidate> | null)[]): void {
      for (const j of whole) {
        const header = items[j]!;
        if (header.trivial || declaredName(header.text) === null) continue;
        const closer = withBlock(items, itemIndent, j).at(-1)!;
        if (closer === j || !items[closer]!.trivial) continue;
        for (const [i, c] of candidates[j] ?? []) {
          const end = blockEnd(orig, i);
          if (c.kind === Kind.Key && orig[end]!.text === items[closer]!.text) candidates[closer]!.set(end, { score: SCORE.exactTrivial, kind: Kind.Exact, sim: 1 });
        }
      }
    }

    /** Doubtful lines may stand only for lines they are as written. */
    function asWritten(doubtful: readonly number[], candidates: (Map<number, Candidate> | null)[]): void {
      for (const j of doubtful) for (const [i, c] of candidates[j]!) if (c.kind !== Kind.Exact && c.kind !== Kind.Spaces) candidates[j]!.delete(i);
    }

    /** A snippet line inserted while the same line of the file, each found once and with words, is deleted. */
    function orphanedLine(ops: readonly Op[]): [number, number] | null {
      if (!ops.some((o) => o.op === 'delete')) return null;
      const deleted = new Map<number, number>();
      for (const o of ops) if (o.op === 'delete' && !orig[o.i]!.trivial) deleted.set(orig[o.i]!.exact, deleted.has(orig[o.i]!.exact) ? -1 : o.i);
      for (const o of ops) {
        if (o.op !== 'insert' || items[o.j]!.trivial) continue;
        const at = deleted.get(items[o.j]!.exact);
        if (at === undefined || at < 0) continue;
        if (onceEach(orig, items, items[o.j]!)) return [o.j, at];
      }
      return null;
    }

    function finish(ops: Op[], candidates: (Map<number, Candidate> | null)[]): Finished {
      for (const rule of PLACEMENT_RULES) rule(ops, items, orig, itemIndent);

      const out: string[] = [];
      const keptOut = new Map<number, number>(); // output lines kept by markers → their original lines
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
          keptOut.set(out.length, o.i);
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

      const refusal = checkOmissions(deletedRuns, items.includes(null), orig) ?? checkCopies(inserted, items, candidates, kept, matchedAt);
      if (refusal) return { ok: false, reason: refusal };
      const doubt = checkUpdateOrInsert(inserted, insertedBefore, items, orig, kept);
      if (doubt) return { ok: false, reason: doubt.reason, ...(doubt.replaces ? { rename: doubt.replaces } : {}) };
      const split = checkSplitHeaders(inserted, insertedBefore, items, orig, kept, matchedAt);
      if (split) return { ok: false, reason: split };
      const bodyMarker = checkBodyMarkers(ops, items, itemIndent, orig);
      if (bodyMarker) {
        // A new header over a body marker that keeps the body of an original header at its depth renames it,
        // when the snippet line before it is matched to the line before that header (the place is anchored).
        const { header, kept: at } = bodyMarker;
        let prev = header - 1;
        while (prev >= 0 && items[prev] !== null && items[prev]!.text.trim() === '') prev--;
        let before = at - 1;
        while (before >= 0 && orig[before]!.text.trim() === '') before--;
        const anchored = prev >= 0 && before >= 0 && matchedAt[prev] === before;
        const renames = anchored && matchedAt[header]! < 0 && orig[at]!.indent === items[header]!.indent && opensBlock(orig, at);
        return { ok: false, reason: bodyMarker.reason, ...(renames ? { rename: [header, at] as [number, number] } : {}) };
      }
      const emptyEnd = checkEmptyEndMarker(items, matchedAt, kinds, ops.at(-2)?.op === 'keep');
      if (emptyEnd) {
        const retry: number[] = [];
        for (let j = m - 2; j >= 0 && items[j] !== null; j--) retry.push(j);
        return { ok: false, reason: emptyEnd, retry };
      }
      const orphans = checkOrphans(ops, items, itemIndent, orig, parents);
      if (orphans) return { ok: false, reason: orphans.reason, retry: [orphans.header] };
      const hanging = checkHangingContinuations(ops, items, orig);
      if (hanging !== null) return { ok: false, reason: `the snippet's line '${describe(items[hanging]!.text)}' would replace a line whose statement goes on after it, kept by the marker that follows; write the whole statement`, retry: [hanging] };
      const unanchored = checkAnchors(items, itemIndent, snippetLines, matchedAt, kinds, orig, candidates);
      if (unanchored) return { ok: false, reason: unanchored };
      const fences = checkFences(orig, out, keptOut);
      if (fences) return { ok: false, reason: fences };
      const lostNames = checkLostNames(items, matchedAt, kinds, orig);
      if (lostNames.length > 0) {
        return { ok: false, reason: `the snippet's line '${describe(items[lostNames[0]!]!.text)}' would replace a line whose names the snippet still uses elsewhere; write the line it follows and the one after it`, added: lostNames };
      }
      return { ok: true, text: out.join(eol) + (finalNewline && out.length > 0 ? eol : '') };
    }
  }
}

/** Whether line i opens a block: the next non-blank line is indented deeper. */
function opensBlock(orig: readonly Line[], i: number): boolean {
  for (let k = i + 1; k < orig.length; k++) if (orig[k]!.text.trim() !== '') return orig[k]!.indent > orig[i]!.indent;
  return false;
}
