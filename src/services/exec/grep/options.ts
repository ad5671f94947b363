/** grep's command line, parsed with node's own argument parser; null for anything this grep leaves to the bundled one. */
import { parseArgs } from 'node:util';
import type { Syntax } from './pattern.js';

export interface GrepOptions {
  patterns: string[];
  operands: string[];
  syntax: Syntax;
  ignoreCase: boolean;
  word: boolean;
  line: boolean;
  invert: boolean;
  count: boolean;
  list: 'with' | 'without' | null;
  quiet: boolean;
  onlyMatching: boolean;
  lineNumbers: boolean;
  filenames: boolean | null;
  noMessages: boolean;
  recursive: boolean;
  text: boolean;
  skipBinary: boolean;
  maxCount: number;
  after: number;
  before: number;
  include: string[];
  exclude: string[];
  excludeDir: string[];
}

const flag = (short?: string) => ({ type: 'boolean' as const, ...(short ? { short } : {}) });
const value = (short?: string) => ({ type: 'string' as const, ...(short ? { short } : {}) });
const values = (short?: string) => ({ type: 'string' as const, multiple: true as const, ...(short ? { short } : {}) });

const SPEC = {
  'extended-regexp': flag('E'), 'fixed-strings': flag('F'), 'basic-regexp': flag('G'),
  regexp: values('e'), 'ignore-case': flag('i'), y: flag('y'), 'no-ignore-case': flag(),
  'word-regexp': flag('w'), 'line-regexp': flag('x'), 'invert-match': flag('v'),
  count: flag('c'), 'files-with-matches': flag('l'), 'files-without-match': flag('L'),
  quiet: flag('q'), silent: flag(), 'only-matching': flag('o'), 'line-number': flag('n'),
  'with-filename': flag('H'), 'no-filename': flag('h'), 'no-messages': flag('s'),
  recursive: flag('r'), 'dereference-recursive': flag('R'), text: flag('a'), I: flag('I'),
  'max-count': value('m'), 'after-context': value('A'), 'before-context': value('B'), context: value('C'),
  include: values(), exclude: values(), 'exclude-dir': values(),
  color: value(), colour: value(), 'line-buffered': flag(),
} as const;

function count(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function parseGrepArgs(args: string[]): GrepOptions | null {
  let parsed;
  try {
    parsed = parseArgs({ args, options: SPEC, allowPositionals: true, strict: true });
  } catch {
    return null;
  }
  const v = parsed.values;
  const positionals = [...parsed.positionals];
  const patterns = v.regexp ?? [];
  if (patterns.length === 0) {
    const first = positionals.shift();
    if (first === undefined) return null; // grep's own usage message
    patterns.push(...first.split('\n'));
  }
  const syntaxes = [v['extended-regexp'] && 'extended', v['fixed-strings'] && 'fixed', v['basic-regexp'] && 'basic'].filter(Boolean);
  if (syntaxes.length > 1) return null;
  const context = count(v.context, 0);
  const after = count(v['after-context'], context ?? 0);
  const before = count(v['before-context'], context ?? 0);
  const max = count(v['max-count'], Infinity);
  if (context === null || after === null || before === null || max === null) return null;
  return {
    patterns,
    operands: positionals,
    syntax: (syntaxes[0] as Syntax | undefined) ?? 'basic',
    ignoreCase: Boolean((v['ignore-case'] || v.y) && !v['no-ignore-case']),
    word: Boolean(v['word-regexp']),
    line: Boolean(v['line-regexp']),
    invert: Boolean(v['invert-match']),
    count: Boolean(v.count),
    list: v['files-with-matches'] ? 'with' : v['files-without-match'] ? 'without' : null,
    quiet: Boolean(v.quiet || v.silent),
    onlyMatching: Boolean(v['only-matching']),
    lineNumbers: Boolean(v['line-number']),
    filenames: v['with-filename'] ? true : v['no-filename'] ? false : null,
    noMessages: Boolean(v['no-messages']),
    recursive: Boolean(v.recursive || v['dereference-recursive']),
    text: Boolean(v.text),
    skipBinary: Boolean(v.I),
    maxCount: max,
    after,
    before,
    include: v.include ?? [],
    exclude: v.exclude ?? [],
    excludeDir: v['exclude-dir'] ?? [],
  };
}
