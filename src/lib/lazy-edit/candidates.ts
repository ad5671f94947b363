/**
 * Which original lines each snippet line may stand for, and at what score: the merger's dynamic programme only
 * looks these up. Scores favour exact, distinctive lines (a line found once in the file anchors more than one
 * found five times), then whitespace-insensitive ones, then an updated declaration (same key), then similar lines.
 */
import { declaredName, isTrivial, keyOf, similarity, squash, words } from './lines.js';

export const enum Kind {
  None,
  Exact,
  Spaces,
  Key,
  Fuzzy,
}

export interface Line {
  text: string;
  exact: number;
  squashed: number;
  /** Declaration key id, -1 for none; computed only when a changed line needs it (see keyId). */
  key: number | undefined;
  trivial: boolean;
  indent: number;
}

export interface Candidate {
  score: number;
  kind: Kind;
  /** Token similarity, for fuzzy candidates. */
  sim: number;
}

export const SCORE = { anchor: 100, declaration: 20, exactTrivial: 0.3, spacesTrivial: 0.2, key: 1.2, keyShared: 0.1, closeSim: 0.3, insert: -0.1, insertOpener: -1.5, insertCloser: -45, insertCopy: -40, insertEdgeCopy: -400, delete: -1 };
/** Token similarity from which a changed line next to a marker is taken as an update of that line, not a new one. */
export const CLOSE_SIM = 0.8;
export const FUZZY_MIN = 0.5;

/** Whether a snippet line is found in the file as written (ignoring whitespace), anywhere. */
export function foundAsWritten(found: Map<number, Candidate> | null | undefined): boolean {
  for (const c of found?.values() ?? []) if (c.kind === Kind.Exact || c.kind === Kind.Spaces) return true;
  return false;
}

/** The one original line a snippet line is found at as written (ignoring whitespace), or -1. */
export function uniqueAt(found: Map<number, Candidate> | null | undefined): number {
  let at = -1;
  for (const [i, c] of found ?? []) {
    if (c.kind !== Kind.Exact && c.kind !== Kind.Spaces) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

/**
 * Where snippet line `j` stands when a run of lines found as written ties it to a line found once: `if err != nil {`
 * (five in the file) right after `)` right after the unique `` `UPDATE customers …` ``. `step` -1 looks back along
 * the snippet, 1 forward; -1 when no such run ties it.
 */
export function chainedAt(items: readonly (Line | null)[], candidates: readonly (Map<number, Candidate> | null)[], j: number, step: -1 | 1): number {
  for (let k = j, d = 0; k >= 0 && k < items.length && items[k] !== null && d <= 8; k += step, d++) {
    const u = uniqueAt(candidates[k]);
    if (u < 0) continue;
    for (let t = 1; t <= d; t++) {
      const c = candidates[k - step * t]?.get(u - step * t);
      if (!c || (c.kind !== Kind.Exact && c.kind !== Kind.Spaces)) return -1;
    }
    return u - step * d;
  }
  return -1;
}

export function indentOf(line: string): number {
  let width = 0;
  for (const ch of line) {
    if (ch === ' ') width++;
    else if (ch === '\t') width += 4;
    else break;
  }
  return width;
}

/** Ids for line texts, so comparisons in the alignment are integer compares. */
export class Interner {
  readonly #exact = new Map<string, number>();
  readonly #squashed = new Map<string, number>();
  readonly #keys = new Map<string, number>();

  #id(map: Map<string, number>, text: string): number {
    let id = map.get(text);
    if (id === undefined) map.set(text, (id = map.size));
    return id;
  }

  line(text: string): Line {
    const trimmed = text.trim();
    const squashed = /\s\s|\t/.test(trimmed) ? squash(trimmed) : trimmed;
    return { text, exact: this.#id(this.#exact, text), squashed: this.#id(this.#squashed, squashed), key: undefined, trivial: isTrivial(trimmed), indent: indentOf(text) };
  }

  keyId(line: Line): number {
    if (line.key === undefined) {
      const key = line.trivial ? null : keyOf(line.text);
      line.key = key === null ? -1 : this.#id(this.#keys, key);
    }
    return line.key;
  }
}

function indexBy(orig: readonly Line[], idOf: (line: Line) => number): Map<number, number[]> {
  const index = new Map<number, number[]>();
  orig.forEach((line, i) => {
    const id = idOf(line);
    if (id === -1) return;
    const list = index.get(id);
    if (list) list.push(i);
    else index.set(id, [i]);
  });
  return index;
}

/** The words a changed line is compared by before the full similarity: its first word and the name before `(`. */
function headWords(text: string): [string | undefined, string | undefined] {
  // (the first word, not a list item's number: `4. Built-in defaults` is `3. Built-in defaults` renumbered)
  return [/[A-Za-z_$][A-Za-z0-9_$]*/.exec(text)?.[0]?.toLowerCase(), /([A-Za-z0-9_$]+)\s*\(/.exec(text)?.[1]?.toLowerCase()];
}


/** The line declaring each name of the file, or -1 for a name declared more than once (overloads). */
function declarationsOf(orig: readonly Line[]): Map<string, number> {
  const at = new Map<string, number>();
  orig.forEach((line, i) => {
    const name = line.trivial ? null : declaredName(line.text);
    if (name !== null) at.set(name, at.has(name) ? -1 : i);
  });
  return at;
}

/** For each snippet item (null for a marker), its candidate original lines. */
export function candidatesOf(orig: readonly Line[], items: readonly (Line | null)[], interner: Interner): (Map<number, Candidate> | null)[] {
  const bySquashed = indexBy(orig, (l) => l.squashed);
  let byKey: Map<number, number[]> | null = null;
  let declarations: Map<string, number> | null = null;
  const origTokens = new Map<number, string[]>();
  const origHeads: ([string | undefined, string | undefined] | undefined)[] = new Array(orig.length);
  const inSnippet = new Set(items.flatMap((l) => (l === null ? [] : [l.exact])));
  const all = items.map((s) => {
    if (s === null) return null;
    const found = new Map<number, Candidate>();
    const same = bySquashed.get(s.squashed) ?? [];
    // With the line also found as written, a copy at another indentation is weak evidence.
    const reindentWeight = same.some((i) => orig[i]!.exact === s.exact) ? 0.25 : 1;
    for (const i of same) {
      const exact = orig[i]!.exact === s.exact;
      // `}` at another depth closes another block: punctuation lines match only as written (blank lines always).
      if (!exact && s.trivial && s.text.trim() !== '') continue;
      const score = s.trivial ? (exact ? SCORE.exactTrivial : SCORE.spacesTrivial) : exact ? 1 + 3 / same.length : (0.6 + 3 / same.length) * reindentWeight;
      found.set(i, { score, kind: exact ? Kind.Exact : Kind.Spaces, sim: 1 });
    }
    if (s.trivial || same.length > 0) return found;
    const key = interner.keyId(s);
    if (key !== -1 && byKey === null) byKey = indexBy(orig, (l) => interner.keyId(l));
    const sameKey = new Set(key === -1 ? [] : (byKey!.get(key) ?? []));
    // A changed header declaring a name the file declares once is that declaration (`fn read(…) -> Manifest {`
    // rewritten as `fn read(…) -> Result<Manifest> {`): it sets the same key.
    const declares = declaredName(s.text);
    let declaredAt = -1;
    if (declares !== null) {
      declarations ??= declarationsOf(orig);
      const at = declarations.get(declares);
      if (at !== undefined && at >= 0 && !inSnippet.has(orig[at]!.exact)) {
        sameKey.add(at);
        if (orig[at]!.indent === s.indent) declaredAt = at;
      }
    }
    // Token-similar lines and lines setting the same key, only for snippet lines that exist nowhere in the
    // original (changed lines), and never an original line the snippet repeats as it is (that line is context).
    const mine = words(s.text);
    const [first, name] = headWords(s.text);
    const length = s.text.length - s.indent;
    for (let i = 0; i < orig.length; i++) {
      const o = orig[i]!;
      if (o.trivial || inSnippet.has(o.exact)) continue;
      const keyed = sameKey.has(i);
      if (!keyed) {
        const theirLength = o.text.length - o.indent;
        if (theirLength * 3 < length || length * 3 < theirLength) continue;
        const heads = (origHeads[i] ??= headWords(o.text));
        if (heads[0] !== first && !(first && heads[0] && prefixed(first, heads[0])) && (name === undefined || heads[1] !== name)) continue;
      }
      let theirs = origTokens.get(i);
      if (!theirs) origTokens.set(i, (theirs = words(o.text)));
      // A declaration renamed to a name starting like the old one (`Perim` → `Perimeter`) is its closest relative.
      const theirName = declares !== null ? declaredName(o.text) : null;
      const sim = Math.min(1, similarity(mine, theirs) + (theirName !== null && declares !== theirName && prefixed(declares!, theirName) ? 0.1 : 0));
      // More similar lines score higher, so a renamed header goes to the most similar original line.
      const fuzzyScore = sim >= CLOSE_SIM ? SCORE.closeSim : sim >= FUZZY_MIN ? sim - 1.5 : Number.NEGATIVE_INFINITY;
      const keyScore = keyed ? (sameKey.size === 1 ? SCORE.key : SCORE.keyShared) : Number.NEGATIVE_INFINITY;
      if (fuzzyScore === Number.NEGATIVE_INFINITY && keyScore === Number.NEGATIVE_INFINITY) continue;
      found.set(i, { score: Math.max(fuzzyScore, keyScore), kind: keyed && keyScore >= fuzzyScore ? Kind.Key : Kind.Fuzzy, sim });
    }
    // The one declaration of that name at that depth is the line this header rewrites, whatever its body's
    // lines the alignment would rather keep elsewhere (a rewritten function with its statements reordered).
    const declaration = found.get(declaredAt);
    if (declaration) declaration.score = Math.max(declaration.score, SCORE.declaration);
    return found;
  });
  closestOnly(all);
  return all;
}

/**
 * One original line very like several changed lines is the old version of the most like one only: the password
 * `<input>` given `minlength` is its update, the new `password-confirm` `<input>` next to it (also close) is new.
 * The others keep the graded score of a loose likeness, so they do not take its place by position.
 */
function closestOnly(all: (Map<number, Candidate> | null)[]): void {
  const best = new Map<number, number>();
  for (const found of all) for (const [i, c] of found ?? []) if (c.kind === Kind.Fuzzy && c.sim >= CLOSE_SIM) best.set(i, Math.max(best.get(i) ?? 0, c.sim));
  for (const found of all) {
    for (const [i, c] of found ?? []) if (c.kind === Kind.Fuzzy && c.sim >= CLOSE_SIM && c.sim < best.get(i)!) c.score = c.sim - 1.5;
  }
}

const isBrace = (line: Line | null | undefined) => line != null && /^[{(]$/.test(line.text.trim());

/**
 * What inserting each snippet line costs. Cheap for a new line, dear for a line that must be an original one:
 * a block opener whose body a deeper marker keeps (`function f() {` then `  // ... existing code ...`, also with
 * the brace on its own line), and a closing line (`}`, `end`, `</ul>`) of a block the original already has, which
 * must be that block's end even when lines before it are dropped; and a line the file has once.
 */
export function insertCosts(items: readonly (Line | null)[], itemIndent: readonly number[], candidates: readonly (Map<number, Candidate> | null)[], orig: readonly Line[], fresh: ReadonlySet<number> = new Set()): number[] {
  const exactInOrig = new Set(orig.map((l) => l.exact));
  const timesInOrig = new Map<number, number>();
  for (const l of orig) timesInOrig.set(l.squashed, (timesInOrig.get(l.squashed) ?? 0) + 1);
  return items.map((line, j) => {
    if (line === null) return 0;
    if (fresh.has(j)) return SCORE.insert; // a line of a new block (declarations.ts)
    // A line found once in the file is context, not a copy to add: the lines it skips are deleted. (Boilerplate
    // found several times, like `runs-on: ubuntu-latest`, is often added again.) This holds for openers too.
    if (!line.trivial && exactInOrig.has(line.exact) && timesInOrig.get(line.squashed) === 1) {
      // Right after a marker it is the context the snippet was written around, never a copy.
      return j > 0 && items[j - 1] === null ? SCORE.insertEdgeCopy : SCORE.insertCopy;
    }
    // Reindented, it is that line moved into a new block (a body wrapped in `try {`), not a copy either.
    if (!line.trivial && timesInOrig.get(line.squashed) === 1 && words(line.text).length >= 3) return SCORE.insertCopy;
    let next = j + 1;
    while (isBrace(items[next])) next++;
    if (!line.trivial && next < items.length && items[next] === null && itemIndent[next]! > line.indent) return SCORE.insertOpener;
    if (!line.trivial && next > j + 1) return SCORE.insertOpener; // Allman-style opener: `namespace X` then `{`
    // A lone changed line between two markers has nothing to be inserted next to: it updates a similar line.
    if (!line.trivial && loneBetweenMarkers(items, j)) return SCORE.insertOpener;
    if (line.trivial && line.text.trim() !== '' && !isBrace(line) && exactInOrig.has(line.exact) && opensExistingBlock(items, itemIndent, candidates, j, fresh)) return SCORE.insertCloser;
    if (closesExistingFence(items, candidates, j) && exactInOrig.has(line.exact)) return SCORE.insertCloser;
    return SCORE.insert;
  });
}

/**
 * A snippet line that surely is a line of the original: found once (as it is, ignoring whitespace, or as the one
 * line setting its key). A line found several times (`<label>`, `.grid {`) may as well be a new copy.
 */
function isOriginal(found: Map<number, Candidate> | null | undefined): boolean {
  if (!found) return false;
  const real = [...found.values()].filter((c) => c.kind !== Kind.Fuzzy);
  return real.length === 1;
}

const FENCE = /^(`{3,}|~{3,})(.*)$/;

/**
 * A bare code fence (```) whose opening fence, with its info string (```sh), comes earlier in the same chunk and
 * is an original line: it closes that block, so it is the original closing fence too, not a new one.
 */
function closesExistingFence(items: readonly (Line | null)[], candidates: readonly (Map<number, Candidate> | null)[], j: number): boolean {
  const mine = FENCE.exec(items[j]!.text.trim());
  if (!mine || mine[2]!.trim() !== '') return false;
  for (let k = j - 1; k >= 0; k--) {
    const line = items[k];
    if (line == null) return false;
    const fence = FENCE.exec(line.text.trim());
    if (!fence) continue;
    return fence[1]![0] === mine[1]![0] && fence[2]!.trim() !== '' && isOriginal(candidates[k]);
  }
  return false;
}

/** Whether the line that opens the block closed at item j is an original line (or outside the snippet). */
function opensExistingBlock(items: readonly (Line | null)[], itemIndent: readonly number[], candidates: readonly (Map<number, Candidate> | null)[], j: number, fresh: ReadonlySet<number>, enclosing = false): boolean {
  const indent = itemIndent[j]!;
  if (enclosing) {
    // Is the line at j inside a block that is itself original? Look at the nearest shallower line.
    for (let k = j - 1; k >= 0; k--) {
      const line = items[k];
      if (line === null || line === undefined) return true;
      if (line.text.trim() === '' || line.indent >= indent || isBrace(line)) continue;
      if (line.trivial) return true;
      if (fresh.has(k) || !isOriginal(candidates[k])) return false;
      return opensExistingBlock(items, itemIndent, candidates, k, fresh, true);
    }
    return true;
  }
  for (let k = j - 1; k >= 0; k--) {
    const line = items[k];
    // A brace at the closer's depth after another entry's closing line (`},` then `{` in a Go table) opens an
    // entry of a list, not the body of the header above: a block the snippet may add.
    if (line && isBrace(line) && line.indent === indent) {
      let prev = k - 1;
      while (prev >= 0 && items[prev] !== null && items[prev]!.text.trim() === '') prev--;
      if (prev >= 0 && items[prev] !== null && items[prev]!.indent === indent && (items[prev]!.trivial || /,\s*$/.test(items[prev]!.text))) return false;
    }
    if (line === null || line === undefined || line.text.trim() === '' || line.indent > indent || isBrace(line)) continue;
    if (line.indent < indent || line.trivial) return true; // the opener is not in the snippet
    // A line only similar to an original one (`.button:disabled {` next to `.button:hover {`) opens a new block,
    // and so does a copy of an original line inside a new block (`.grid {` in a new `@media` rule) or opening one.
    if (fresh.has(k) || !isOriginal(candidates[k])) return false;
    return opensExistingBlock(items, itemIndent, candidates, k, fresh, true);
  }
  return true;
}

/** Whether item j is the only line with words between two markers (blank lines around it aside). */
function loneBetweenMarkers(items: readonly (Line | null)[], j: number): boolean {
  const blankAt = (k: number) => items[k] != null && items[k]!.text.trim() === '';
  let before = j - 1;
  while (before >= 0 && blankAt(before)) before--;
  let after = j + 1;
  while (after < items.length && blankAt(after)) after++;
  return before >= 0 && items[before] === null && after < items.length && items[after] === null;
}

/** Whether one name starts with the other (case aside, three characters at least). */
function prefixed(a: string, b: string): boolean {
  const [x, y] = a.length <= b.length ? [a.toLowerCase(), b.toLowerCase()] : [b.toLowerCase(), a.toLowerCase()];
  return x.length >= 3 && y.startsWith(x);
}
