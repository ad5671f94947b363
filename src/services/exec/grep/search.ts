/** grep's line selection and output over one text, in GNU grep's formats. */

export interface SearchOptions {
  invert: boolean;
  onlyMatching: boolean;
  lineNumbers: boolean;
  maxCount: number;
  after: number;
  before: number;
  /** What output the caller wants: every selected line, or only whether / how many. */
  mode: 'lines' | 'count' | 'any';
  /** The pattern with the `g` flag, for -o. */
  global?: RegExp;
}

export interface SearchResult {
  selected: number;
  /** Output lines for mode 'lines' (without the file-name prefix decisions already applied). */
  out: string[];
}

interface Line {
  no: number;
  start: number;
  end: number;
}

/** Splits a text into lines the way grep does: '\n' ends a line, and a final newline does not start another. */
function allLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let no = 1;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lines.push({ no: no++, start, end });
    start = end + 1;
  }
  return lines;
}

/**
 * Lines holding a match, found by scanning the whole text with one regular expression and checking each hit
 * against its own line: far fewer regex calls than testing every line, with the same answer (a hit that spans
 * lines is re-tested on its line alone, and the scan always restarts at a line start).
 */
function matchingLines(text: string, line: RegExp, scan: RegExp, max: number): Line[] {
  const found: Line[] = [];
  let pos = 0;
  let no = 1;
  let counted = 0;
  while (pos < text.length && found.length < max) {
    scan.lastIndex = pos;
    const hit = scan.exec(text);
    if (!hit) break;
    const start = text.lastIndexOf('\n', hit.index - 1) + 1;
    let end = text.indexOf('\n', hit.index);
    if (end < 0) end = text.length;
    for (let i = text.indexOf('\n', counted); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) no++;
    counted = start;
    if (start >= pos && line.test(text.slice(start, end))) found.push({ no, start, end });
    pos = end + 1;
  }
  return found;
}

export function search(text: string, line: RegExp, scan: RegExp, prefix: string, options: SearchOptions): SearchResult {
  const withContext = options.mode === 'lines' && (options.after > 0 || options.before > 0);
  if (!options.invert && !withContext) {
    const hits = matchingLines(text, line, scan, options.mode === 'any' ? 1 : options.maxCount);
    if (options.mode !== 'lines') return { selected: hits.length, out: [] };
    return { selected: hits.length, out: hits.flatMap((hit) => format(text, hit, prefix, ':', options)) };
  }
  const lines = allLines(text);
  const selected: number[] = [];
  for (let i = 0; i < lines.length && selected.length < options.maxCount; i++) {
    const l = lines[i]!;
    if (line.test(text.slice(l.start, l.end)) !== options.invert) {
      selected.push(i);
      if (options.mode === 'any') break;
    }
  }
  if (options.mode !== 'lines') return { selected: selected.length, out: [] };
  if (!withContext) return { selected: selected.length, out: selected.flatMap((i) => format(text, lines[i]!, prefix, ':', options)) };
  // context: each selected line with `before` lines ahead and `after` behind, groups apart marked by `--`
  const out: string[] = [];
  const chosen = new Set(selected);
  let printedUpTo = -1;
  for (const i of selected) {
    const from = Math.max(i - options.before, printedUpTo + 1);
    if (printedUpTo >= 0 && from > printedUpTo + 1) out.push('--');
    for (let j = from; j < i; j++) out.push(...format(text, lines[j]!, prefix, chosen.has(j) ? ':' : '-', options, true));
    if (i > printedUpTo) out.push(...format(text, lines[i]!, prefix, ':', options));
    const to = Math.min(i + options.after, lines.length - 1);
    for (let j = i + 1; j <= to; j++) {
      if (chosen.has(j)) break; // printed as a selected line in its own turn
      out.push(...format(text, lines[j]!, prefix, '-', options, true));
      printedUpTo = j;
    }
    printedUpTo = Math.max(printedUpTo, i);
  }
  return { selected: selected.length, out };
}

function format(text: string, l: Line, prefix: string, sep: string, options: SearchOptions, context = false): string[] {
  const head = (prefix ? prefix + sep : '') + (options.lineNumbers ? `${l.no}${sep}` : '');
  const body = text.slice(l.start, l.end);
  if (!options.onlyMatching) return [head + body];
  // -o prints the matched parts of selected lines only: nothing for context or inverted lines (as GNU grep)
  if (context || options.invert || !options.global) return [];
  const out: string[] = [];
  const global = options.global;
  global.lastIndex = 0;
  for (let m = global.exec(body); m; m = global.exec(body)) {
    if (m[0] === '') global.lastIndex++;
    else out.push(head + m[0]);
  }
  return out;
}
