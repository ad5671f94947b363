/**
 * Words of source text for a word index: identifiers as written (lower-cased, dotted names such as `os.path`
 * whole as well) and their parts (`parseJSONFile` → parse, json, file; `max_retry_count` → max, retry, count).
 * The keyword search's query terms are made the same way, so a term finds an identifier by any of its parts.
 */

/** An identifier's parts: parseJSONFile → parse, json, file; max_retry_count → max, retry, count. */
export function identifierParts(token: string): string[] {
  return token
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$\-.]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());
}

/** Longest word kept (PostgreSQL refuses lexemes over 2 KB; nobody searches for a 200-character token). */
const MAX_WORD = 100;

/** The distinct words of a text, for a word index. */
export function codeWords(text: string): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if (word.length > 0 && word.length <= MAX_WORD) words.add(word);
  };
  for (const token of text.match(/[A-Za-z0-9_$]+(?:[.:-][A-Za-z0-9_$]+)*/g) ?? []) {
    add(token.toLowerCase());
    for (const part of token.split(/[.:-]/)) {
      add(part.toLowerCase());
      for (const piece of identifierParts(part)) add(piece);
    }
  }
  return [...words];
}
