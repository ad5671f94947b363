/**
 * POSIX grep patterns (basic, extended, fixed) as JavaScript regular expressions. Returns null for the rare
 * constructs that do not translate exactly (collating elements, equivalence classes, a backslash inside a bracket
 * expression): the command then hands the whole call to the bundled grep, so nothing is answered differently.
 */
export type Syntax = 'basic' | 'extended' | 'fixed';

const CLASSES: Record<string, string> = {
  alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t', punct: '!-\\/:-@\\[-`{-~', xdigit: '0-9A-Fa-f', cntrl: '\\x00-\\x1f\\x7f', print: '\\x20-\\x7e', graph: '\\x21-\\x7e',
};

const escapeLiteral = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** A bracket expression starting at `at` ('['), as a JS class, and where it ends; null when untranslatable. */
function bracket(source: string, at: number): { text: string; end: number } | null {
  let i = at + 1;
  let out = '[';
  if (source[i] === '^') {
    out += '^';
    i++;
  }
  let first = true;
  for (; i < source.length; i++) {
    const c = source[i]!;
    if (c === ']' && !first) return { text: out + ']', end: i + 1 };
    first = false;
    if (c === '[' && source[i + 1] === ':') {
      const close = source.indexOf(':]', i + 2);
      const cls = close < 0 ? undefined : CLASSES[source.slice(i + 2, close)];
      if (cls === undefined) return null;
      out += cls;
      i = close + 1;
    } else if (c === '[' && (source[i + 1] === '.' || source[i + 1] === '=')) {
      return null;
    } else if (c === '\\') {
      return null; // literal in POSIX, an escape in JS: rare enough to leave to the bundled grep
    } else if (c === ']' || c === '[' || c === '^') {
      out += '\\' + c;
    } else {
      out += c;
    }
  }
  return null; // unterminated: the bundled grep reports it
}

/** Translates one basic or extended pattern; null when it cannot be done exactly. */
function translate(source: string, syntax: 'basic' | 'extended'): string | null {
  let out = '';
  let atStart = true; // where `*` is literal (start of pattern or group, after `|`)
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const wasStart = atStart;
    atStart = false;
    if (c === '[') {
      const b = bracket(source, i);
      if (!b) return null;
      out += b.text;
      i = b.end - 1;
    } else if (c === '\\') {
      const n = source[++i];
      if (n === undefined) return null;
      if (syntax === 'basic' && '(){}|+?'.includes(n)) {
        out += n;
        atStart = n === '(' || n === '|';
      } else if (n === '<' || n === '>') out += '\\b';
      else if ('wWsSbB'.includes(n)) out += '\\' + n;
      else if (/[1-9]/.test(n)) out += '\\' + n;
      else if (n === "'" || n === '`') return null;
      else out += escapeLiteral(n);
    } else if (syntax === 'basic' && '(){}|+?'.includes(c)) {
      out += '\\' + c;
    } else if (c === '*' && wasStart) {
      out += '\\*';
    } else if (syntax === 'extended' && (c === '(' || c === '|')) {
      out += c;
      atStart = true;
    } else if (c === '{' && syntax === 'extended') {
      const interval = /^\{\d+(,\d*)?\}/.exec(source.slice(i))?.[0];
      out += interval ?? '\\{'; // a brace that opens no interval is an ordinary character
      i += interval ? interval.length - 1 : 0;
    } else if (c === '^') {
      out += c;
      atStart = true;
    } else if (c === '.') {
      out += '[^\\n]'; // JS's dot also refuses \r and the Unicode line separators; grep's does not
    } else if (c === '/' || c === ']' || c === '}') {
      out += '\\' + c;
    } else {
      out += c;
    }
  }
  return out;
}

export interface PatternOptions {
  syntax: Syntax;
  ignoreCase: boolean;
  word: boolean;
  line: boolean;
}

/**
 * One regular expression matching any of the patterns within one line (no `m` flag: JS would also anchor `$`
 * before a carriage return, grep does not); null when untranslatable.
 */
export function compilePatterns(patterns: string[], options: PatternOptions): RegExp | null {
  const parts: string[] = [];
  for (const pattern of patterns) {
    const body = options.syntax === 'fixed' ? escapeLiteral(pattern) : translate(pattern, options.syntax);
    if (body === null) return null;
    parts.push(body);
  }
  let source = parts.map((p) => `(?:${p})`).join('|');
  if (options.line) source = `^(?:${source})$`;
  else if (options.word) source = `(?<![A-Za-z0-9_])(?:${source})(?![A-Za-z0-9_])`;
  try {
    return new RegExp(source, options.ignoreCase ? 'i' : '');
  } catch {
    return null; // e.g. an invalid back-reference: the bundled grep explains it in grep's words
  }
}
