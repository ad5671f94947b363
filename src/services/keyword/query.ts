import { identifierParts } from '../../lib/code-words.js';
import type { KeywordQuery } from '../../store/index.js';

export { identifierParts };

/**
 * English words that carry no meaning for code search, plus the words developers put around what they look
 * for ("where is the function that …"). They are dropped from natural-language queries.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how if in into is it its ' +
    'of on or our should so than that the their them then there these they this those to was we were what ' +
    'when where which while who whom why will with would you your all any each every some such only also not ' +
    'no yes get gets got one two way ways use used using via per about after before between over under out up ' +
    'find show me my i code function method implementation implemented implement logic thing things where'
  ).split(' '),
);

/** Terms a query may have at most (each is one index lookup). */
export const MAX_TERMS = 16;
/** Trigram floor: shorter strings cannot be looked up in a trigram index. */
const MIN_TERM = 3;

/** Light suffix stripping, so "parsing" finds "parse"/"parser" by substring. Only for plain words. */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < 5) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4 && !word.endsWith('ss')) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * Query text → terms: identifiers as written (lower-cased, for the whole-identifier match) and their parts,
 * stop words dropped, plain words lightly stemmed. Order: as they appear, first occurrence wins.
 */
export function parseKeywordQuery(q: string): KeywordQuery {
  const terms: string[] = [];
  const add = (term: string) => {
    if (term.length >= MIN_TERM && !STOP_WORDS.has(term) && !terms.includes(term)) terms.push(term);
  };
  for (const token of q.match(/[A-Za-z0-9_$]+(?:[.:-][A-Za-z0-9_$]+)*/g) ?? []) {
    const parts = identifierParts(token);
    const compound = parts.length > 1;
    if (compound) add(token.toLowerCase()); // the identifier itself, dots and all
    for (const part of parts) add(compound ? part : stem(part));
    if (terms.length >= MAX_TERMS) break;
  }
  return { terms: terms.slice(0, MAX_TERMS) };
}
