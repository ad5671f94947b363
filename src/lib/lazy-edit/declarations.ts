/**
 * New declarations that look like old ones. `func Min(a, b int) int {` with its whole body written out after a
 * marker is much like `func Max(…)`, and line by line the alignment would rather rewrite Max into Min than add
 * Min next to it. A header that declares a name the file does not declare, over a body that is not the old body
 * (some body line is found nowhere in the block of the header it resembles), is a new block: its lines are taken
 * out of the candidate table, so they are inserted where the markers and anchors around them put them. A rename
 * keeps its body: a body marker, or body lines all found in the old block.
 */
import { chainedAt, CLOSE_SIM, foundAsWritten, Kind, SCORE, uniqueAt, type Candidate, type Line } from './candidates.js';
import { blockEnd, origParents } from './context.js';
import { declaredName, similarity, wholeWord, words } from './lines.js';

/**
 * What a block header names: a declaration's name, or a rule's selector (`.markdown-body kbd {`, `@media print {`),
 * which is to a stylesheet what a name is to code.
 */
function blockName(text: string): string | null {
  const declared = declaredName(text);
  if (declared !== null) return declared;
  const call = callName(text);
  if (call !== null) return call;
  const t = text.trim();
  // a YAML list item named by its first key's value (`- name: STRIPE_API_KEY` over its `valueFrom:`)
  if (/^- [\w.-]+:\s*\S/.test(t) && !/[{[]\s*$/.test(t)) return t.replace(/\s+/g, ' ');
  return /^[.#&*:@[\w][^;=(){}]*(\([^()]*\)[^;=(){}]*)*\{$/.test(t) && !/^(if|for|while|else|try|do|switch|catch|finally)\b/.test(t) ? t.replace(/\s*\{$/, '').replace(/\s+/g, ' ') : null;
}

const CONTROL_CALL = /^(if|for|while|switch|catch|return|await|new|throw|yield|with|match|case)$/;

/**
 * A call named by its strings that opens a block: a route, a test, a resource (`router.post("/:id/cancel", …, async
 * (req, res) => {`, `it "rejects a bad token" do`, `resource "aws_s3_bucket" "logs" {`), or null.
 */
function callName(text: string): string | null {
  const t = text.trim();
  const call = /^(?:await\s+)?([A-Za-z_$][\w$.]*)(?:\s*\(\s*|\s+)(["'`])((?:(?!\2)[^\\]|\\.)+)\2.*(\{|\bdo(\s*\|[^|]*\|)?)$/.exec(t);
  if (!call || CONTROL_CALL.test(call[1]!)) return null;
  return [call[1], ...(t.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g) ?? [])].join(' ');
}

/** The words of an identifier (camelCase, snake_case), lower-cased. */
function nameWords(name: string): string[] {
  return name.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean).map((w) => w.toLowerCase());
}

/** Whether `longer` holds every word of `shorter` (`findAsync` extends `find`, `getUserById` extends `getUser`). */
function extends_(longer: string, shorter: string): boolean {
  const mine = nameWords(longer);
  return nameWords(shorter).every((w) => mine.includes(w));
}

/** The items of the block a header opens: deeper lines, markers and blank lines, then its closing line at its depth. */
function blockOf(items: readonly (Line | null)[], itemIndent: readonly number[], j: number): number[] {
  const depth = itemIndent[j]!;
  const body: number[] = [];
  let k = j + 1;
  // an Allman brace on its own line
  if (k < items.length && items[k] !== null && /^[{(]$/.test(items[k]!.text.trim()) && itemIndent[k] === depth) body.push(k++);
  for (; k < items.length; k++) {
    const line = items[k];
    if (line === undefined) break;
    if (line !== null && line.text.trim() === '') {
      body.push(k);
      continue;
    }
    if (itemIndent[k]! > depth) {
      body.push(k);
      continue;
    }
    if (line !== null && line.trivial && line.text.trim() !== '') body.push(k);
    break;
  }
  while (body.length > 0 && items[body.at(-1)!] !== null && items[body.at(-1)!]!.text.trim() === '') body.pop();
  return body;
}


/** Snippet line j with the block it opens and closes (its body and closing line), or alone. */
export function withBlock(items: readonly (Line | null)[], itemIndent: readonly number[], j: number): number[] {
  const block = blockOf(items, itemIndent, j);
  const closer = block.at(-1);
  const closed = closer !== undefined && items[closer] !== null && items[closer]!.trivial && itemIndent[closer] === itemIndent[j];
  return closed && !block.some((k) => items[k] === null) ? [j, ...block] : [j];
}

/**
 * Snippet items of new blocks: `whole` ones are inserted whole (their candidates are cleared), and `copies` are
 * openers that may be inserted as copies of an original line at the price of a new line.
 */
export function newBlocks(orig: readonly Line[], items: readonly (Line | null)[], itemIndent: readonly number[], candidates: (Map<number, Candidate> | null)[]): { whole: Set<number>; copies: Set<number> } {
  const copies = new Set<number>();
  let parents: Int32Array | null = null; // the file's nesting, read when an opener asks
  const whole = newDeclarations(orig, items, itemIndent, candidates);
  newFences(items, candidates, whole);
  // A block of new lines under a copy of an opener the file has (`<div class="field">` … `</div>` for a new form
  // field, `<div class="field field--checkbox">` for a second checkbox): the opener is the new block's own. Found
  // several times, it could stand for any of them and would take the opener of the block after it, so the block
  // is inserted whole; found once, it may be a copy (see below), and the alignment places it.
  for (let j = 0; j < items.length; j++) {
    const opener = items[j];
    if (!opener || opener.trivial || whole.has(j) || declaredName(opener.text) !== null) continue;
    const exact = [...(candidates[j]?.entries() ?? [])].filter(([, c]) => c.kind === Kind.Exact).map(([i]) => i);
    const exactAt = exact.length;
    if (exactAt === 0) continue;
    const block = blockOf(items, itemIndent, j);
    const closer = block.at(-1);
    if (closer === undefined || items[closer] === null || !items[closer]!.trivial || itemIndent[closer] !== itemIndent[j]) continue;
    const body = block.slice(0, -1).filter((k) => items[k] !== null && !items[k]!.trivial);
    if (block.some((k) => items[k] === null) || body.length === 0) continue;
    // (new lines: none found as written, none setting a key the file sets, none very like a line of the file)
    if (body.some((k) => [...(candidates[k]?.values() ?? [])].some((c) => c.kind !== Kind.Fuzzy || c.sim >= CLOSE_SIM))) continue;
    // Right after a line the file has once, at the next line of the file, over a body that rewrites that block's
    // body line for line (`return err` → `return fmt.Errorf(…, err)`), it is that block.
    const prev = j > 0 && items[j - 1] !== null ? chainedAt(items, candidates, j - 1, -1) : -1;
    if (prev >= 0 && exact.includes(prev + 1) && rewritesBody(orig, prev + 1, body.map((k) => items[k]!))) continue;
    // Likewise right before lines tied to the file's lines after that block (`return nil` / `}` / the next `func`).
    const next = closer + 1 < items.length && items[closer + 1] !== null ? chainedAt(items, candidates, closer + 1, 1) : -1;
    if (next >= 0 && exact.some((at) => blockEnd(orig, at) + 1 === next && rewritesBody(orig, at, body.map((k) => items[k]!)))) continue;
    if (exactAt === 1) {
      // Found once: a copy only when other lines of the snippet stand for that block of the file (the second
      // checkbox after the first one's own lines); else it is that block, its body rewritten.
      const at = exact[0]!;
      const end = blockEnd(orig, at);
      const elsewhere = items.some((line, k) => line !== null && !line.trivial && (k < j || k > closer) && (() => {
        const there = uniqueAt(candidates[k]);
        return there > at && there <= end;
      })());
      // ... or when the snippet puts it under another parent than the file's (a rule copied into `@media …`)
      let parent = j - 1;
      while (parent >= 0 && (items[parent] === null ? itemIndent[parent]! >= itemIndent[j]! : items[parent]!.text.trim() === '' || itemIndent[parent]! >= itemIndent[j]!)) parent--;
      parents ??= origParents(orig);
      const theirs = parents[at]!;
      const moved = parent >= 0 && items[parent] !== null && uniqueAt(candidates[parent]) >= 0 && uniqueAt(candidates[parent]) !== theirs;
      if (elsewhere || moved) copies.add(j);
      continue;
    }
    for (const k of [j, ...block]) {
      if (items[k] === null) continue;
      whole.add(k);
      candidates[k] = new Map();
    }
    j = closer;
  }
  return { whole, copies };
}

const FENCE = /^(`{3,}|~{3,})\s*([\w+.#-]*)\s*$/;

/**
 * A fenced code block (Markdown) in a new section (under a new heading, before any line the file has) whose lines
 * are all new is a new block, fences and all: its opening fence (```` ```python ````) is no anchor just because
 * the file has another block in that language, and its lines are no update of another block's lines. (Under an
 * old heading, it is that section's block rewritten.)
 */
function newFences(items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[], whole: Set<number>): void {
  for (let j = 0; j < items.length; j++) {
    const open = items[j] ? FENCE.exec(items[j]!.text.trim()) : null;
    if (!open) continue;
    let k = j + 1;
    while (k < items.length && items[k] !== null && !(FENCE.exec(items[k]!.text.trim())?.[1]?.[0] === open[1]![0] && FENCE.exec(items[k]!.text.trim())![2] === '')) k++;
    if (k >= items.length || items[k] === null) {
      j = k;
      continue;
    }
    const content = items.slice(j + 1, k).filter((line) => line!.text.trim() !== '');
    const isNew = (x: number) => [...(candidates[x]?.values() ?? [])].every((c) => c.kind === Kind.Fuzzy && c.sim < CLOSE_SIM);
    let above = j - 1;
    while (above >= 0 && items[above] !== null && (items[above]!.text.trim() === '' || (!foundAsWritten(candidates[above]) && !/^#{1,6}\s/.test(items[above]!.text)))) above--;
    const newSection = above >= 0 && items[above] !== null && !foundAsWritten(candidates[above]);
    if (newSection && content.length > 0 && items.slice(j + 1, k).every((line, d) => line!.text.trim() === '' || isNew(j + 1 + d))) {
      for (let x = j; x <= k; x++) {
        whole.add(x);
        candidates[x] = new Map();
      }
    }
    j = k;
  }
}

/** Headers declaring a new name over a body that is not the old one, with their blocks. */
function newDeclarations(orig: readonly Line[], items: readonly (Line | null)[], itemIndent: readonly number[], candidates: (Map<number, Candidate> | null)[]): Set<number> {
  let declared: Set<string> | null = null; // the names the file declares, read when a changed header asks
  let snippetText: string | null = null; // the snippet as one text, read when a rename by extension asks
  const result = new Set<number>();
  for (let j = 0; j < items.length; j++) {
    const header = items[j];
    if (!header || header.trivial || result.has(j)) continue;
    // (one like no line of the file has no candidates: it may still be placed by its body, below)
    const found = (candidates[j] ??= new Map());
    if (foundAsWritten(found)) continue;
    const name = blockName(header.text);
    if (!name) continue;
    declared ??= new Set(orig.map((line) => (line.trivial ? null : blockName(line.text))).filter((n): n is string => n !== null));
    if (declared.has(name)) continue;
    const block = blockOf(items, itemIndent, j);
    // A header like it whose name the new name extends (`GetById` → `GetByIdAsync`) is the declaration it
    // renames, when there is one such and the snippet no longer uses the old name (a new `get_note` calling
    // `_get_owned_note` is a new function).
    const extended = [...found.keys()].filter((i) => {
      const theirs = blockName(orig[i]!.text);
      if (theirs === null || theirs === name || !extends_(name, theirs)) return false;
      snippetText ??= items.map((line) => (line ? line.text : '')).join('\n');
      return !wholeWord(theirs).test(snippetText);
    });
    if (extended.length === 1) {
      found.set(extended[0]!, { score: SCORE.key, kind: Kind.Key, sim: 0 });
      continue;
    }
    // The old headers it resembles: declarations of another name, not one the new name extends (Find → FindAsync);
    // it renames one only between the lines the snippet anchors before and after it.
    const olds = [...found.keys()].filter((i) => {
      const theirs = blockName(orig[i]!.text);
      return theirs !== null && theirs !== name && !extends_(name, theirs) && !extends_(theirs, name);
    });
    const body = block.filter((k) => items[k] !== null && items[k]!.text.trim() !== '' && !items[k]!.trivial);
    if (block.some((k) => items[k] === null) || body.length === 0) continue; // a body marker: a rename
    // A call named by its strings (a test, a route) with a body line found once in the block of the same call is
    // that block, its description rewritten with its body (`it "matches nested branches …" do`).
    // (the same call: `router.post` for `router.get` is another route)
    const callee = (line: string) => name.split(' ')[0] === callName(line)?.split(' ')[0];
    if (declaredName(header.text) === null && callName(header.text) !== null && body.some((k) => {
      // (a line with words enough to be that test's own, not `status = "Enabled"`)
      const at = words(items[k]!.text).length >= 4 ? uniqueAt(candidates[k]) : -1;
      const owner = at >= 0 ? declarationAround(orig, at, header.indent) : -1;
      return owner >= 0 && callee(orig[owner]!.text);
    })) continue;
    // Like no header of the file, it still risks its body being matched into the block of another declaration
    // at its depth that holds some of those lines (a new `distance()` copying `mergeBase()`'s loop).
    const byBody = olds.length === 0;
    if (byBody) {
      let renamed = -1;
      for (const k of body) {
        for (const [at, c] of candidates[k] ?? []) {
          // (a line setting the same key counts too: `local host="$1" attempts=0` in a new shell function)
          if (c.kind !== Kind.Exact && c.kind !== Kind.Spaces && c.kind !== Kind.Key) continue;
          const owner = declarationAround(orig, at, header.indent);
          const theirs = owner >= 0 ? blockName(orig[owner]!.text) : null;
          if (theirs === null || theirs === name || olds.includes(owner)) continue;
          if (extends_(name, theirs) || extends_(theirs, name)) renamed = owner;
          olds.push(owner);
        }
      }
      // `Save` → `SaveAsync` over a body rewritten: that declaration, renamed
      if (renamed >= 0) {
        found.set(renamed, { score: SCORE.key, kind: Kind.Key, sim: 0 });
        continue;
      }
      if (olds.length === 0) continue;
    }
    const [lo, hi] = anchorsAround(items, candidates, j, block.at(-1) ?? j);
    // (found by its body, a declaration renames it when most of its lines are that block's, `destroy` → `revoke`
    // with one line changed; found by its header, all of them)
    const isOldBody = (i: number) => {
      const end = blockEnd(orig, i);
      const inBlock = body.filter((k) => [...(candidates[k]?.entries() ?? [])].some(([at, c]) => (c.kind === Kind.Exact || c.kind === Kind.Spaces) && at > i && at <= end));
      return byBody ? inBlock.length * 2 > body.length : inBlock.length === body.length;
    };
    if (olds.some((i) => i > lo && i < hi && isOldBody(i))) continue;
    // With the new decorators or annotations written right above it (`@PutMapping(…)`, `[HttpGet]`). One the file
    // has as it is stays an anchor (`@router.get("/{id}/pdf")` over a renamed handler), unless it names nothing
    // (`#[test]`, `@Override`): then it is the new block's own copy.
    // A group with a new one in it is the new declaration's own, copies and all (`[HttpPut(…)]` over a copied
    // `[Authorize(…)]`).
    const above: number[] = [];
    const group: number[] = [];
    for (let k = j - 1; k >= 0 && items[k] !== null && itemIndent[k] === itemIndent[j] && /^(@|#\[|\[)/.test(items[k]!.text.trim()); k--) group.push(k);
    const ownGroup = group.some((k) => !foundAsWritten(candidates[k]));
    for (const k of group) {
      if (ownGroup || !foundAsWritten(candidates[k]) || /^(@[\w.]+(\(\))?|#\[\w+\]|\[\w+\])$/.test(items[k]!.text.trim())) above.push(k);
      else break;
    }
    for (const k of [...above, j, ...block]) {
      if (items[k] === null) continue;
      result.add(k);
      candidates[k] = new Map();
    }
  }
  return result;
}

/** The original lines of the nearest snippet lines before `from` and after `to` found once as written (-1 and Infinity without). */
function anchorsAround(items: readonly (Line | null)[], candidates: readonly (Map<number, Candidate> | null)[], from: number, to: number): [number, number] {
  let lo = -1;
  for (let k = from - 1; k >= 0 && lo < 0; k--) if (items[k] && !items[k]!.trivial) lo = uniqueAt(candidates[k]);
  let hi = Number.POSITIVE_INFINITY;
  for (let k = to + 1; k < items.length && hi === Number.POSITIVE_INFINITY; k++) {
    if (!items[k] || items[k]!.trivial) continue;
    const at = uniqueAt(candidates[k]);
    if (at >= 0) hi = at;
  }
  return [lo, hi];
}

/**
 * A block the snippet opens under a header the file has once and closes (`public List<StockLevel> findLow(…) {`,
 * its body rewritten, then its `}`; or `@media (prefers-color-scheme: dark) {` with markers inside) stands for that
 * header's block: its lines stand for lines of that block or are new, not for similar lines elsewhere (a body
 * wrapped in try-with-resources like the method above it, a rule copied into a media query).
 */
export function confineBlocks(orig: readonly Line[], items: readonly (Line | null)[], itemIndent: readonly number[], candidates: (Map<number, Candidate> | null)[]): void {
  for (let j = 0; j < items.length; j++) {
    const header = items[j];
    if (!header || header.trivial) continue;
    let at = uniqueAt(candidates[j]);
    if (at < 0) for (const [i, c] of candidates[j] ?? []) if (c.score >= SCORE.declaration) at = i;
    // A repeated header right after a line the file has once (`if err != nil {`) stands at the next line, and one
    // right before such a line (`<tr>` over `<th scope="row">Team</th>`) at the line before it.
    const after = j > 0 && items[j - 1] !== null && !items[j - 1]!.trivial ? uniqueAt(candidates[j - 1]) + 1 : -1;
    const beforeFirst = j + 1 < items.length && items[j + 1] !== null && !items[j + 1]!.trivial ? uniqueAt(candidates[j + 1]) - 1 : -1;
    const chainedAt = [after, beforeFirst].find((i) => i >= 0 && candidates[j]?.get(i)?.kind === Kind.Exact);
    const chained = at < 0 && chainedAt !== undefined;
    if (chained) at = chainedAt;
    const block = blockOf(items, itemIndent, j);
    // A changed header like several (`router.put(…)` among alike routes) is placed by a line of its body the
    // file has once: the header above that line, at its depth.
    if (at < 0) at = headerOverBody(orig, block.filter((k) => items[k] !== null && !items[k]!.trivial).map((k) => uniqueAt(candidates[k])), header.indent, candidates[j]);
    if (at < 0 || orig[at]!.indent !== header.indent) continue;
    const closer = block.at(-1);
    if (closer === undefined) continue;
    if (items[closer] === null || !items[closer]!.trivial || itemIndent[closer] !== itemIndent[j]) {
      // A block by indentation alone (YAML, Python) with a marker in it: its lines after the marker are lines of
      // that block too (`- name: web`, a marker, then `volumeMounts:` of that container, not the next one's).
      // (only where the file's block has no closing line either: a marker may hide a `);` and skip out of it)
      if (chained || !block.some((k) => items[k] === null) || !block.every((k) => itemIndent[k]! > header.indent || items[k]!.text.trim() === '')) continue;
      const end = blockEnd(orig, at);
      if (orig[end]!.trivial && orig[end]!.indent <= orig[at]!.indent) continue;
      for (const k of block) {
        const found = candidates[k];
        if (found) for (const i of [...found.keys()]) if (i <= at || i > end) found.delete(i);
      }
      continue;
    }
    const whole = !block.some((k) => items[k] === null);
    if (chained && !whole) continue;
    const end = blockEnd(orig, at);
    // (the snippet's closing line must be the file's: a marker may hide `</head>` and `<body>` at the margin)
    if (orig[end]!.squashed !== items[closer]!.squashed) continue;
    if (chained) candidates[j]!.get(at)!.score += SCORE.key; // it is that line, not a new copy of it
    for (const k of block) {
      const found = candidates[k];
      if (found) for (const i of [...found.keys()]) if (i <= at || i > end) found.delete(i);
    }
    // and its closing line is that block's, whatever lines of the old body it leaves out
    const closing = candidates[closer]?.get(end);
    if (closing) closing.score += SCORE.key;
    // Closed there, the block holds no line written before or after it: a new case after `case 'DECREMENT': { … }`
    // (or a new route before `fastify.delete(…) { … }`) that repeats its body's lines is new, not those lines.
    if (closing && !whole) {
      for (let k = 0; k < items.length; k++) {
        if (k === j) k = closer + 1;
        const found = candidates[k];
        if (found) for (const i of [...found.keys()]) if (i > at && i <= end) found.delete(i);
      }
    }
  }
}

/** The line at `indent` above the first of `found` (lines of a body, -1 where not found once), when `candidates` holds it; else -1. */
function headerOverBody(orig: readonly Line[], found: readonly number[], indent: number, candidates: Map<number, Candidate> | null | undefined): number {
  const p = found.find((i) => i >= 0);
  if (p === undefined || !candidates) return -1;
  for (let i = p - 1; i >= 0; i--) {
    const line = orig[i]!;
    if (line.text.trim() === '' || line.indent > indent) continue;
    return line.indent === indent && candidates.has(i) ? i : -1;
  }
  return -1;
}

/** Whether `body` rewrites the body of the original block opened at line `at` line for line: each new line holds every word of its old one, or is much like it. */
export function rewritesBody(orig: readonly Line[], at: number, body: readonly Line[]): boolean {
  const end = blockEnd(orig, at);
  const theirs = orig.slice(at + 1, end + 1).filter((line) => !line.trivial);
  return theirs.length === body.length && body.every((line, x) => {
    const mine = words(line.text);
    const old = words(theirs[x]!.text);
    return old.every((w) => mine.includes(w)) || similarity(mine, old) >= CLOSE_SIM;
  });
}

/** The declaration at `indent` whose block holds line `at`, or -1. */
function declarationAround(orig: readonly Line[], at: number, indent: number): number {
  for (let k = at - 1; k >= 0; k--) {
    const line = orig[k]!;
    if (line.text.trim() === '' || line.indent > indent || (line.indent === indent && /^[{(]$/.test(line.text.trim()))) continue;
    if (line.indent < indent) return -1;
    return blockName(line.text) !== null && blockEnd(orig, k) >= at ? k : -1;
  }
  return -1;
}
