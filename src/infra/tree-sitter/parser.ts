import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Language, Parser, type Tree } from 'web-tree-sitter';
import type { CodeLanguage } from './languages.js';

/**
 * One WASM tree-sitter runtime per process, grammars loaded on first use and kept. Parsers are cheap but not
 * re-entrant, so each language keeps one and callers parse synchronously (parse is synchronous once loaded).
 */
const require = createRequire(import.meta.url);
let runtime: Promise<void> | null = null;
/**
 * Grammar loads run one after another: the runtime links each grammar against one global offset table, and a load
 * that finishes while another is half-linked sees that one's unresolved symbols and fails ("bad export type").
 */
let loading: Promise<unknown> = Promise.resolve();
const languages = new Map<CodeLanguage, Promise<Language>>();
const parsers = new Map<CodeLanguage, Parser>();

function grammarPath(language: CodeLanguage): string {
  const pkg = dirname(require.resolve('tree-sitter-wasms/package.json'));
  return join(pkg, 'out', `tree-sitter-${language}.wasm`);
}

async function loadLanguage(language: CodeLanguage): Promise<Language> {
  runtime ??= Parser.init();
  await runtime;
  let pending = languages.get(language);
  if (!pending) {
    pending = loading.catch(() => undefined).then(() => Language.load(grammarPath(language)));
    loading = pending;
    languages.set(language, pending);
    pending.catch(() => languages.delete(language));
  }
  return pending;
}

/** The loaded grammar of a language (for queries). */
export function grammar(language: CodeLanguage): Promise<Language> {
  return loadLanguage(language);
}

/**
 * Parses source text. The caller owns the tree and must call `tree.delete()` when done: trees live in WASM memory
 * that the garbage collector does not see.
 */
export async function parseSource(language: CodeLanguage, source: string): Promise<Tree | null> {
  const lang = await loadLanguage(language);
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(lang);
    parsers.set(language, parser);
  }
  return parser.parse(source);
}
