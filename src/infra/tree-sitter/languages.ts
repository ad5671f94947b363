import { extname, basename } from 'node:path';

/** Languages Grove parses with tree-sitter, by the grammar file shipped in `tree-sitter-wasms`. */
export type CodeLanguage =
  | 'typescript' | 'tsx' | 'javascript' | 'python' | 'go' | 'rust' | 'java' | 'c_sharp' | 'ruby'
  | 'c' | 'cpp' | 'php' | 'kotlin' | 'scala' | 'swift' | 'bash' | 'lua';

const BY_EXTENSION: Record<string, CodeLanguage> = {
  '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript',
  '.py': 'python', '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
  '.cs': 'c_sharp',
  '.rb': 'ruby',
  '.c': 'c', '.h': 'c',
  '.cc': 'cpp', '.cpp': 'cpp', '.cxx': 'cpp', '.hpp': 'cpp', '.hh': 'cpp',
  '.php': 'php',
  '.kt': 'kotlin', '.kts': 'kotlin',
  '.scala': 'scala',
  '.swift': 'swift',
  '.sh': 'bash', '.bash': 'bash',
  '.lua': 'lua',
};

/** The tree-sitter language of a path, or null when Grove has no grammar for it. */
export function codeLanguageOf(path: string): CodeLanguage | null {
  const ext = extname(basename(path)).toLowerCase();
  return BY_EXTENSION[ext] ?? null;
}

/**
 * The language name reported to users for a path (search results' `language`), covering files without a grammar
 * too (markdown, yaml, json…), or null for unknown kinds.
 */
export function displayLanguageOf(path: string): string | null {
  const code = codeLanguageOf(path);
  if (code === 'tsx') return 'typescript';
  if (code === 'c_sharp') return 'csharp';
  if (code) return code;
  const ext = extname(basename(path)).toLowerCase();
  return OTHER[ext] ?? null;
}

const OTHER: Record<string, string> = {
  '.md': 'markdown', '.markdown': 'markdown', '.mdx': 'markdown',
  '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml', '.toml': 'toml',
  '.html': 'html', '.htm': 'html', '.css': 'css', '.scss': 'scss', '.sql': 'sql',
  '.xml': 'xml', '.txt': 'text', '.rst': 'rst',
};
