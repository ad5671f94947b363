/**
 * Changed lines between an anchor and a marker: updates of the lines the marker would keep, or additions?
 * `c.mu.RLock()` / `defer c.mu.RUnlock()` written right after `func (c *Cache) Get(…) {` and before a body
 * marker rewrite the two lines that follow the header there (`c.mu.Lock()` / `defer c.mu.Unlock()`): read as
 * additions they would sit in front of near-copies of themselves, which nobody writes. So when a run of changed
 * lines pairs off in order with the original lines on the marker's side of the anchor, each pair similar, the
 * pairs become candidates of the alignment (then scored like close updates; see pairsOff). One changed line alone is taken as
 * an update only when it holds every word of the line it would replace (a sentence extended, a call given one
 * more argument); otherwise the doubt is left to the update-or-insert check.
 */
import { chainedAt, foundAsWritten, Kind, SCORE, uniqueAt, type Candidate, type Line } from './candidates.js';
import { allBlank } from './context.js';
import { keyOf, repeatsUnit, similarity, wholeWord, words } from './lines.js';

/** Similarity from which a changed line may be an update of the original line at its place. */
export const UPDATE_SIM = 0.6;


const isBlank = (line: Line | null | undefined) => line != null && line.text.trim() === '';
const isChanged = (line: Line | null | undefined, found: Map<number, Candidate> | null | undefined) =>
  line != null && !line.trivial && !foundAsWritten(found);

/** Whether every word of `theirs` is among `mine` (as a multiset), with a few words at least. */
function holdsAll(mine: readonly string[], theirs: readonly string[], least = 3): boolean {
  if (theirs.length < least) return false;
  const counts = new Map<string, number>();
  for (const t of mine) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const t of theirs) {
    const c = counts.get(t);
    if (!c) return false;
    counts.set(t, c - 1);
  }
  return true;
}

export function promoteUpdates(orig: readonly Line[], items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  const m = items.length;
  for (let j0 = 0; j0 < m; j0++) {
    if (!isChanged(items[j0], candidates[j0]) || isChanged(items[j0 - 1], candidates[j0 - 1])) continue;
    let j1 = j0;
    while (j1 + 1 < m && isChanged(items[j1 + 1], candidates[j1 + 1])) j1++;
    // Before: blank lines, then an anchor; after: blank lines, then a marker (or the mirror image).
    let before = j0 - 1;
    while (before >= 0 && isBlank(items[before])) before--;
    let after = j1 + 1;
    while (after < m && isBlank(items[after])) after++;
    const run = items.slice(j0, j1 + 1) as Line[];
    // (closing lines between the run and the marker, `}` after `return fmt.Errorf(…)`, when the file has them
    // there and they close the block the run is in, not one it opens)
    let closers = after;
    while (closers < m && items[closers] !== null && items[closers]!.trivial && items[closers]!.text.trim() !== '' && run.every((line) => line.indent > items[closers]!.indent)) closers++;
    const closedBefore = (start: number) => items.slice(after, closers).every((line, x) => orig[start + run.length + (after - j1 - 1) + x]?.squashed === line!.squashed);
    if (closers > after && closers < m && items[closers] === null && before >= 0 && items[before] !== null) after = closers;
    const anchorBefore = before >= 0 && items[before] !== null && after < m && items[after] === null ? chainedAt(items, candidates, before, -1) : -1;
    const anchorAfter = after < m && items[after] !== null && before >= 0 && items[before] === null ? uniqueAt(candidates[after]) : -1;
    let start = -1;
    if (anchorBefore >= 0) {
      const blanks = j0 - 1 - before;
      start = anchorBefore + 1 + blanks;
      if (!allBlank(orig, anchorBefore + 1, start) || !closedBefore(start)) continue;
    } else if (anchorAfter >= 0) {
      const blanks = after - j1 - 1;
      start = anchorAfter - blanks - run.length;
      if (start < 0 || !allBlank(orig, start + run.length, anchorAfter)) continue;
    } else continue;
    // After an anchor, a run longer than the block it follows (`- Git 2.40` added below three reworded list
    // items) pairs off as far as that block goes; the rest are additions.
    let paired = run.length;
    if (anchorBefore >= 0) {
      paired = 0;
      while (paired < run.length && start + paired < orig.length && !orig[start + paired]!.trivial) paired++;
      if (paired === 0) continue;
    }
    if (start + paired > orig.length) continue;
    const pairs = run.slice(0, paired);
    const sims = pairs.map((line, x) => {
      const o = orig[start + x]!;
      return o.trivial ? 0 : similarity(words(line.text), words(o.text));
    });
    const one = paired === 1 && updatesLine(pairs[0]!.text, orig, start, sims[0]!);
    if (paired === 1 ? !one : !pairsOff(pairs, orig.slice(start, start + paired), sims)) continue;
    // a run repeating the lines the anchor ends is one more item of a list, added after it
    if (anchorBefore >= 0 && j0 === before + 1 && repeatsUnit(run, items.slice(before - run.length + 1, before + 1))) continue;
    pairs.forEach((_, x) => {
      const found = candidates[j0 + x]!;
      const had = found.get(start + x);
      if (!had || had.score < SCORE.closeSim) found.set(start + x, { score: SCORE.closeSim, kind: Kind.Fuzzy, sim: sims[x]! });
    });
    j0 = j1;
  }
}

/**
 * Several changed lines pair off with the lines at their place when they are as similar on average as one
 * update, and each is at least loosely like its partner: similar, or a rewrite of the same statement (same
 * first word and a few words each, like `print(path.stat().st_size)` for `print(os.path.getsize(path))`).
 */
function pairsOff(run: readonly Line[], theirs: readonly Line[], sims: readonly number[]): boolean {
  if (sims.reduce((a, b) => a + b, 0) / sims.length < UPDATE_SIM) return false;
  return sims.every((sim, x) => sim >= UPDATE_SIM || (sim >= LOOSE_SIM && loosePartners(run[x]!.text, theirs[x]!.text)));
}

/** Same first word, and a rewrite: enough words on both sides, or every word of the original kept (`- Redis` -> `- Redis 7 or later`). */
function loosePartners(mine: string, theirs: string): boolean {
  if (firstWord(mine) !== firstWord(theirs)) return false;
  const a = words(mine);
  const b = words(theirs);
  return (a.length >= 3 && b.length >= 3) || (b.length >= 1 && holdsAll(a, b, 1));
}

const LOOSE_SIM = 0.35;
const firstWord = (text: string) => /[A-Za-z0-9_$]+/.exec(text)?.[0];

/** The punctuation a line starts with (`## `, `- `, `* `), after its indentation; '' for none. */
const leadOf = (text: string) => /^\s*([^A-Za-z0-9_$\s'"`]+)\s/.exec(text)?.[1] ?? '';

/**
 * A section rewritten between a marker and an anchor, blank lines and all (`## Installation`, blank, a longer
 * sentence, blank, then the kept `## Usage`): when the snippet's lines mirror the file's lines before the
 * anchor (blank where the file is blank), one pair at least is similar, every other pair has the same leading markup (`## `, `- `) at the same depth, the lines are updates of those lines, not a new
 * section in front of the old one; and no line may be more like another line of the file. A heading renamed to a word it does not share is found this way only.
 */
export function promoteSections(orig: readonly Line[], items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  for (let a = 1; a < items.length; a++) {
    const anchor = items[a];
    if (anchor == null || anchor.trivial) continue;
    const at = uniqueAt(candidates[a]);
    if (at < 0) continue;
    let k = a - 1;
    while (k >= 0 && (isBlank(items[k]) || isChanged(items[k], candidates[k]))) k--;
    if (k < 0 || items[k] !== null) continue;
    const run = items.slice(k + 1, a) as Line[];
    const start = at - run.length;
    if (start < 0 || !run.some((l) => isBlank(l)) || run.filter((l) => !isBlank(l)).length < 2) continue;
    let similar = false;
    let fits = true;
    for (let x = 0; x < run.length && fits; x++) {
      const mine = run[x]!;
      const theirs = orig[start + x]!;
      if (isBlank(mine) || isBlank(theirs)) {
        fits = isBlank(mine) && isBlank(theirs);
        continue;
      }
      if (theirs.trivial || mine.indent !== theirs.indent) fits = false;
      const sim = similarity(words(mine.text), words(theirs.text));
      // No line may be more like another line of the file than like its partner (then it updates that one).
      if ([...(candidates[k + 1 + x]?.values() ?? [])].some((c) => c.sim > sim)) fits = false;
      if (sim >= UPDATE_SIM) similar = true;
      else if (leadOf(mine.text) === '' || leadOf(mine.text) !== leadOf(theirs.text)) fits = false;
    }
    if (!fits || !similar) continue;
    run.forEach((line, x) => {
      if (isBlank(line)) return;
      const found = candidates[k + 1 + x]!;
      const had = found.get(start + x);
      if (!had || had.score < SCORE.closeSim) found.set(start + x, { score: SCORE.closeSim, kind: Kind.Fuzzy, sim: had?.sim ?? 0 });
    });
  }
}


/**
 * A rename carried through the snippet (`cache` → `refCache` in the declaration and in every use shown): changed
 * lines that are original lines with one identifier replaced, the same replacement in two lines at least, are
 * updates of those lines, not new lines next to them.
 */
export function promoteRenames(orig: readonly Line[], items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  const pairs: Array<{ j: number; i: number; rename: string }> = [];
  items.forEach((line, j) => {
    const found = candidates[j];
    if (line === null || line.trivial || !found || foundAsWritten(found)) return;
    for (const [i, c] of found) {
      if (c.sim < 0.5) continue;
      const rename = singleRename(orig[i]!.text, line.text);
      if (rename) pairs.push({ j, i, rename });
    }
  });
  const count = new Map<string, Set<number>>();
  for (const p of pairs) count.set(p.rename, (count.get(p.rename) ?? new Set()).add(p.j));
  for (const p of pairs) {
    if (count.get(p.rename)!.size < 2) continue;
    const had = candidates[p.j]!.get(p.i)!;
    had.score = Math.max(had.score, SCORE.key);
  }
  // The same rename in lines too changed by it to be found alike at all (`Qty += amount;` → `Quantity += amount;`,
  // short lines where the renamed word is half the line): the line it comes from is found by undoing it.
  const confirmed = [...count].filter(([, js]) => js.size >= 2).map(([rename]) => rename.split('→') as [string, string]);
  if (confirmed.length === 0) return;
  const byText = new Map<string, number[]>();
  orig.forEach((line, i) => {
    const key = line.text.trim();
    const at = byText.get(key);
    if (at) at.push(i);
    else byText.set(key, [i]);
  });
  // (also in the names built from it: `zip` → `postalCode` makes `getZip` `getPostalCode`)
  const capital = (name: string) => name[0]!.toUpperCase() + name.slice(1);
  const undoes = confirmed.map(([from, to]) => {
    const word = wholeWord(to, 'g');
    if (!/^[a-z]/.test(from) || !/^[a-z]/.test(to)) return (text: string) => text.replace(word, from);
    // (both at once, so that one undone never reads as the other: `open` → `isOpen`, not `isIsOpen`)
    const part = new RegExp(`${word.source}|(?<=[A-Za-z\\d_$])${capital(to).replace(/\$/g, '\\$')}(?![a-z\\d])`, 'g');
    return (text: string) => text.replace(part, (found) => (found === to ? from : capital(from)));
  });
  items.forEach((line, j) => {
    if (line === null || line.trivial || foundAsWritten(candidates[j])) return;
    const text = line.text.trim();
    for (const undo of undoes) {
      const undone = undo(text);
      if (undone === text) continue;
      for (const i of byText.get(undone) ?? []) {
        const found = (candidates[j] ??= new Map());
        const had = found.get(i);
        if (!had || had.score < SCORE.key) found.set(i, { score: SCORE.key, kind: Kind.Key, sim: had?.sim ?? 0.5 });
      }
    }
  });
}

/**
 * `old→new` when `mine` is `theirs` with every occurrence of one identifier replaced by another, else null. A
 * string literal counts as punctuation: a new `case 'cart/removeCoupon':` renames nothing.
 */
function singleRename(theirs: string, mine: string): string | null {
  const split = (text: string) => text.trim().split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|[A-Za-z_$][\w$]*)/);
  const a = split(theirs);
  const b = split(mine);
  if (a.length !== b.length) return null;
  let rename: string | null = null;
  for (let x = 0; x < a.length; x++) {
    if (a[x] === b[x]) continue;
    if (x % 2 === 0 || !/^[A-Za-z_$]/.test(a[x]!)) return null; // punctuation, spacing or a string differs
    const pair = `${a[x]}→${b[x]}`;
    if (rename !== null && rename !== pair) return null;
    rename = pair;
  }
  return rename;
}

/**
 * Whether one changed line, written where original line `at` is, updates it rather than being added next to it:
 * it holds every word of it and is much like it, calls the same method, wraps its short statement, changes only
 * its numbers, sets the same key (much like it, or the one line of its block setting it), carries the same
 * message, or is the same decorator with other arguments.
 */
export function updatesLine(mine: string, orig: readonly Line[], at: number, sim = similarity(words(mine), words(orig[at]!.text))): boolean {
  const theirs = orig[at]!.text;
  const key = keyOf(mine);
  const sameKey = key !== null && key === keyOf(theirs) && (sim >= UPDATE_SIM || onceInBlock(orig, at, (text) => keyOf(text) === key));
  return (
    (sim >= UPDATE_SIM && holdsAll(words(mine), words(theirs))) ||
    sameCall(mine, theirs, orig, at) ||
    wraps(mine, theirs) ||
    numbersChanged(mine, theirs) ||
    sameKey ||
    sameMessage(mine, theirs, orig) ||
    sameDecorator(mine, theirs) ||
    nameExtended(mine, theirs)
  );
}

/**
 * The same line with one name grown at its end by a part of its own (`DEFAULT_TIMEOUT = 15.0` →
 * `DEFAULT_TIMEOUT_S = 15.0`, `find` → `findAsync`); not `Lock` → `RLock`, another name as likely added before it.
 */
function nameExtended(mine: string, theirs: string): boolean {
  const rename = singleRename(theirs, mine);
  if (rename === null) return false;
  const [from, to] = rename.split('→') as [string, string];
  return from.length >= 3 && to.length > from.length && to.startsWith(from) && /^[_A-Z\d]/.test(to.slice(from.length));
}

/** The same decorator or attribute with other arguments (`@shared_task(bind=True, max_retries=5, …)`, `#[derive(…)]`, `[Route(…)]`). */
function sameDecorator(mine: string, theirs: string): boolean {
  const name = (text: string) => /^\s*(@[\w.]+|#\[[\w:]+|\[[A-Z]\w*)\s*[(\]]/.exec(text)?.[1];
  const a = name(mine);
  return a !== undefined && a === name(theirs);
}

/** String literals of a line of six characters or more (messages, paths, SQL), quotes included. */
const literals = (text: string) => text.match(/"(?:[^"\\]|\\.){6,}"|'(?:[^'\\]|\\.){6,}'|`[^`]{6,}`/g) ?? [];

/**
 * Whether both lines carry the same string the file has once (`.expect("failed to build HTTP client");` →
 * `.context("failed to build HTTP client")?;`): the message names the statement.
 */
function sameMessage(mine: string, theirs: string, orig: readonly Line[]): boolean {
  const theirLiterals = new Set(literals(theirs));
  return literals(mine).some((l) => theirLiterals.has(l) && orig.filter((o) => o.text.includes(l)).length === 1);
}

/** `- "5433:5432"` for `- "5432:5432"`, `image: redis:7.2` for `image: redis:7.0`: the same line, only its numbers changed. */
function numbersChanged(mine: string, theirs: string): boolean {
  const shape = (text: string) => text.trim().replace(/\d+/g, '0');
  return mine.trim() !== theirs.trim() && /\d/.test(theirs) && shape(mine) === shape(theirs);
}

/** `return fmt.Errorf("…: %w", err)` for `return err`, `throw new AppError(e)` for `throw e`: the same short statement, its value wrapped. */
function wraps(mine: string, theirs: string): boolean {
  const old = words(theirs);
  return old.length <= 3 && firstWord(mine) === firstWord(theirs) && words(mine).length > old.length && holdsAll(words(mine), old, 2);
}

/**
 * Whether two statements call the same method of the same receiver (`sorted.sort_by(…)` with other arguments),
 * a call made once in the block around line `at`: one of several `headers.set(…)` calls in a row may as well be
 * a new one, while `b.refill(…)` in each of two methods is one call per method.
 */
function sameCall(mine: string, theirs: string, orig: readonly Line[], at: number): boolean {
  const head = (text: string) => /^\s*([A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+)\s*\(/.exec(text)?.[1];
  const a = head(mine);
  return a !== undefined && a === head(theirs) && onceInBlock(orig, at, (text) => head(text) === a);
}

/** Whether line `at` is the only line at its depth in its block (the lines around it at that depth or deeper) that `is`. */
function onceInBlock(orig: readonly Line[], at: number, is: (text: string) => boolean): boolean {
  const indent = orig[at]!.indent;
  const inBlock = (i: number) => orig[i]!.text.trim() === '' || orig[i]!.indent >= indent;
  let count = 0;
  for (let i = at; i >= 0 && inBlock(i); i--) if (orig[i]!.indent === indent && is(orig[i]!.text)) count++;
  for (let i = at + 1; i < orig.length && inBlock(i); i++) if (orig[i]!.indent === indent && is(orig[i]!.text)) count++;
  return count === 1;
}

/**
 * A statement the snippet spreads over several lines (`println!(`, its format string, its arguments, `);` for
 * one long `println!(…);`; or a chunk between two markers, `Reader::Reader(…)` then its initialiser list): no
 * line of it is like the old line, the lines joined are. When one line of the file is clearly the most like the
 * joined run, the run's first line stands for it (an update), and the rest are new.
 */
export function promoteSplitStatements(orig: readonly Line[], items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  // (a candidate at another depth, `data class NotesUiState(` for a call `NotesUiState(`, does not count)
  let origWords: string[][] | null = null; // the file's lines' words, read when a run asks
  const changed = (j: number) => items[j] != null && items[j]!.text.trim() !== '' && !foundAsWritten(candidates[j]) && ![...(candidates[j]?.entries() ?? [])].some(([i, c]) => c.score >= SCORE.closeSim && orig[i]!.indent === items[j]!.indent);
  for (let j0 = 0; j0 < items.length; j0++) {
    const first = items[j0];
    if (!first || !changed(j0)) continue;
    let j1 = j0 + 1;
    const tag = /^<([\w.-]+)(\s[^>]*)?>$/.exec(first.text.trim())?.[1];
    if (/[([{]\s*$/.test(first.text) || tag !== undefined) {
      // the run: up to the line that closes the bracket (or the element) at the first line's depth
      const closes = (t: string) => (tag !== undefined ? t === `</${tag}>` : /^[)\]}]/.test(t));
      while (j1 < items.length && items[j1] !== null && items[j1]!.text.trim() !== '' && !(items[j1]!.indent === first.indent && closes(items[j1]!.text.trim()))) j1++;
      // (a statement, not a header whose parameters are spread out: that one opens a block, and is a declaration's)
      if (j1 >= items.length || items[j1] === null || j1 - j0 < 2 || /[{:]\s*$/.test(items[j1]!.text) || items.slice(j0 + 1, j1).some((line, x) => foundAsWritten(candidates[j0 + 1 + x]))) continue;
    } else {
      // or a whole chunk between two markers, every line of it changed (a constructor's one line now two)
      if (j0 === 0 || items[j0 - 1] !== null) continue;
      while (j1 < items.length && changed(j1)) j1++;
      let after = j1;
      while (after < items.length && items[after] !== null && items[after]!.text.trim() === '') after++;
      if (after < items.length && items[after] !== null) continue;
      j1--;
      if (j1 === j0) continue;
    }
    const joined = words(items.slice(j0, j1 + 1).map((line) => line!.text.trim()).join(' '));
    origWords ??= orig.map((o) => (o.trivial ? [] : words(o.text)));
    let best = -1;
    let bestSim = 0;
    let second = 0;
    for (let i = 0; i < orig.length; i++) {
      if (orig[i]!.trivial) continue;
      const sim = similarity(joined, origWords[i]!);
      if (sim > bestSim) [second, bestSim, best] = [bestSim, sim, i];
      else if (sim > second) second = sim;
    }
    // (or, failing a clear likeness, the one line of the file at its depth whose every word the run keeps, the
    // same call: `NotesUiState(notes = filtered, …)` spread out with an argument grown)
    if (best < 0 || bestSim < UPDATE_SIM || second > bestSim - 0.15 || orig[best]!.indent !== first.indent) {
      const held = orig.map((o, i) => i).filter((i) => !orig[i]!.trivial && orig[i]!.indent === first.indent && firstWord(orig[i]!.text) === firstWord(first.text) && holdsAll(joined, origWords![i]!));
      if (held.length !== 1) continue;
      best = held[0]!;
      bestSim = similarity(joined, origWords[best]!);
    }
    (candidates[j0] ??= new Map()).set(best, { score: SCORE.closeSim, kind: Kind.Fuzzy, sim: bestSim });
    j0 = j1;
  }
}

/**
 * A changed line loosely like several lines of the file, that shares with one of them a word no other line of the
 * file has (`pulls` in `<a href="/acme/api/pulls" aria-current="page">` among five nav links, each `<a>` as like
 * it), is that line's update: the word names it.
 */
export function promoteRareWords(orig: readonly Line[], items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  let lines: Map<string, number> | null = null; // in how many lines of the file each word is
  for (let j = 0; j < items.length; j++) {
    const line = items[j];
    const found = candidates[j];
    if (!line || line.trivial || !found || foundAsWritten(found)) continue;
    const loose = [...found].filter(([, c]) => c.kind === Kind.Fuzzy);
    if (loose.length < 2 || loose.some(([, c]) => c.score >= SCORE.closeSim)) continue;
    if (!lines) {
      lines = new Map();
      for (const o of orig) for (const w of new Set(words(o.text))) lines.set(w, (lines.get(w) ?? 0) + 1);
    }
    const mine = new Set(words(line.text).filter((w) => w.length >= 3 && lines!.get(w) === 1));
    const named = loose.filter(([i]) => words(orig[i]!.text).some((w) => mine.has(w)));
    if (named.length !== 1) continue;
    const [i, c] = named[0]!;
    if (orig[i]!.indent === line.indent) c.score = SCORE.closeSim;
  }
}

/**
 * A reindented line right after a reindented line found once (a body moved out of `try:` line by line) is the
 * next line of that run, though the same words are also written elsewhere at the new depth (`return state`).
 */
export function promoteReindentedRuns(items: readonly (Line | null)[], candidates: (Map<number, Candidate> | null)[]): void {
  for (let j = 1; j < items.length; j++) {
    const prev = candidates[j - 1];
    const here = candidates[j];
    if (!prev || !here || !items[j] || items[j]!.trivial) continue;
    const real = [...prev].filter(([, c]) => c.kind !== Kind.Fuzzy);
    if (real.length !== 1 || real[0]![1].kind !== Kind.Spaces) continue;
    const next = here.get(real[0]![0] + 1);
    if (next?.kind === Kind.Spaces && next.score < SCORE.closeSim) next.score = SCORE.closeSim;
  }
}
