/**
 * Code-aware tokens: identifiers are kept whole and also split at camelCase, snake_case, kebab-case, digits and
 * path separators; plain English words get a light suffix stemming so "parsing" meets "parse". No library
 * tokenizes code identifiers this way, hence the few lines here.
 */

/** Words that carry no meaning in a query or a chunk. */
const STOP = new Set(
  ('a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on ' +
    'or our so than that the their them then there these they this those to was we were what when where which while who ' +
    'why will with would you your all any each also not no yes just some such only own same other more most very').split(' '),
);

/**
 * Syntax of common languages: in nearly every chunk, so it tells chunks apart no better than "the" does. Dropped
 * from vectors (smaller index, no effect on ranking: their IDF would be near zero anyway).
 */
const SYNTAX = new Set(
  ('const let var function return if else for while do switch case break continue new this self def import export ' +
    'from public private protected static void true false null none nil undefined try finally extends implements ' +
    'func fn pub mut use mod impl elif pass lambda yield as in of is not and or end begin require local then').split(' '),
);

/** Keywords that also carry meaning in a question ("which class throws…"): kept, but worth little. */
const KEYWORDS = new Set(
  ('class interface type struct enum trait module package async await throw throws catch match string int bool ' +
    'boolean number object').split(' '),
);

const WORD = /[A-Za-z_$][A-Za-z0-9_$]*|[0-9]+/g;
/** Boundaries inside an identifier: lower→Upper, ACRONYMWord, letter→digit. */
const PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

export interface WeightedToken {
  token: string;
  /** Prior weight: whole identifiers 1, their parts 0.8, keywords half that; syntax words are dropped. */
  weight: number;
}

/** Tokens of a text with their prior weights (repeated tokens repeat). */
export function codeTokens(text: string): WeightedToken[] {
  const out: WeightedToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.length > 64) continue;
    const lower = word.toLowerCase();
    const parts = word.replace(/\$/g, '_').split('_').flatMap((piece) => piece.match(PARTS) ?? []);
    if (parts.length <= 1) {
      if (lower.length < 2 || STOP.has(lower) || SYNTAX.has(lower)) continue;
      out.push({ token: stem(lower), weight: KEYWORDS.has(lower) ? 0.5 : 1 });
      continue;
    }
    out.push({ token: lower, weight: 1 });
    for (const part of parts) {
      const p = part.toLowerCase();
      if (p.length < 2 || STOP.has(p) || SYNTAX.has(p)) continue;
      out.push({ token: stem(p), weight: KEYWORDS.has(p) ? 0.4 : 0.8 });
    }
  }
  return out;
}

/** Distinct plain tokens of a text (for BM25 and path matching). */
export function tokenSet(text: string): string[] {
  return codeTokens(text).map((t) => t.token);
}
