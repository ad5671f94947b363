import type { CodeLanguage } from '../../../infra/tree-sitter/index.js';
import { go } from './go.js';
import { java } from './java.js';
import { python } from './python.js';
import { rust } from './rust.js';
import type { LanguageSpec } from './spec.js';
import { javascript, typescript } from './typescript.js';

const SPECS: Partial<Record<CodeLanguage, LanguageSpec>> = { typescript, tsx: typescript, javascript, python, go, rust, java };

/** The graph extraction rules of a language, or null when the code graph does not cover it. */
export function specFor(language: CodeLanguage): LanguageSpec | null {
  return SPECS[language] ?? null;
}
