/**
 * Where an import points: a module specifier of one file → the repository files it names, by each language's
 * rules (relative TS/JS paths with their ESM `.js` spelling, Python dotted modules, Go package directories,
 * Rust `crate::`/`self::`/`super::` paths, Java packages). External modules resolve to nothing.
 */
import { posix } from 'node:path';

export interface FileIndex {
  /** Every indexed path. */
  paths: Set<string>;
  /** Directory → indexed files in it. */
  dirs: Map<string, string[]>;
  /** Java package → files declaring it. */
  packages: Map<string, string[]>;
}

const TS_EXT = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];

function tsCandidates(base: string): string[] {
  const out = [base];
  const stripped = base.replace(/\.(m|c)?jsx?$/, '');
  for (const ext of TS_EXT) out.push(stripped + ext);
  for (const ext of TS_EXT) out.push(`${base}/index${ext}`);
  return out;
}

function pythonModule(index: FileIndex, dotted: string, fromDir: string | null): string[] {
  const rel = dotted.replace(/\./g, '/');
  const tryBase = (base: string) => [`${base}.py`, `${base}/__init__.py`, `${base}.pyi`].filter((p) => index.paths.has(p));
  if (fromDir !== null) return tryBase(posix.join(fromDir, rel));
  // absolute: a file whose path ends with the module path; the one nearest the repository root wins
  const hits: string[] = [];
  for (const suffix of [`${rel}.py`, `${rel}/__init__.py`]) {
    for (const p of index.paths) if (p === suffix || p.endsWith(`/${suffix}`)) hits.push(p);
  }
  hits.sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return hits.slice(0, 1);
}

/** The crate root directory of a Rust file: the nearest ancestor holding lib.rs or main.rs. */
function rustCrateRoot(index: FileIndex, file: string): string {
  for (let dir = posix.dirname(file); ; dir = posix.dirname(dir)) {
    if (index.paths.has(`${dir === '.' ? '' : `${dir}/`}lib.rs`) || index.paths.has(`${dir === '.' ? '' : `${dir}/`}main.rs`)) return dir;
    if (dir === '.' || dir === '/' || dir === '') return '.';
  }
}

/** The directory a Rust file's child modules live in. */
function rustModuleDir(file: string): string {
  const base = posix.basename(file);
  if (base === 'mod.rs' || base === 'lib.rs' || base === 'main.rs') return posix.dirname(file);
  return file.slice(0, -3);
}

function rustFile(index: FileIndex, dir: string, segs: string[]): string | null {
  if (segs.length === 0) return null;
  const base = posix.join(dir, ...segs);
  for (const p of [`${base}.rs`, `${base}/mod.rs`]) if (index.paths.has(p)) return p;
  return null;
}

export function rustModulePath(index: FileIndex, file: string, path: string): string[] {
  const segs = path.split('::').filter((s) => s.length > 0);
  if (segs.length === 0) return [];
  let dir: string;
  if (segs[0] === 'crate') {
    dir = rustCrateRoot(index, file);
    segs.shift();
    if (segs.length === 0) {
      const root = ['lib.rs', 'main.rs'].map((f) => posix.join(dir, f)).find((p) => index.paths.has(p));
      return root ? [root] : [];
    }
  } else if (segs[0] === 'self') {
    dir = rustModuleDir(file);
    segs.shift();
    if (segs.length === 0) return [file];
  } else if (segs[0] === 'super') {
    dir = posix.dirname(rustModuleDir(file));
    segs.shift();
    while (segs[0] === 'super') {
      dir = posix.dirname(dir);
      segs.shift();
    }
    if (segs.length === 0) {
      const parent = rustModuleDir(file) === posix.dirname(file) ? posix.dirname(posix.dirname(file)) : posix.dirname(file);
      const hits = ['mod.rs', 'lib.rs', 'main.rs'].map((f) => posix.join(parent, f)).filter((p) => index.paths.has(p));
      const sibling = `${parent}.rs`;
      return index.paths.has(sibling) ? [sibling] : hits.slice(0, 1);
    }
  } else {
    // a path relative to this module, or to the crate root (2015-style and `mod` siblings)
    const here = rustFile(index, rustModuleDir(file), segs);
    if (here) return [here];
    dir = rustCrateRoot(index, file);
  }
  const hit = rustFile(index, dir, segs);
  return hit ? [hit] : [];
}

function goPackage(index: FileIndex, importPath: string): string[] {
  const segs = importPath.split('/');
  for (let k = segs.length; k >= 1; k--) {
    const dir = segs.slice(segs.length - k).join('/');
    const files = index.dirs.get(dir);
    if (files) return files.filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
  }
  return [];
}

/** Repository files a module specifier of `file` names (a package: all its files). */
export function resolveModule(index: FileIndex, language: string, file: string, source: string): string[] {
  const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  switch (language) {
    case 'typescript':
    case 'javascript': {
      if (!source.startsWith('.') && !source.startsWith('/')) return [];
      const base = posix.normalize(posix.join(dir, source));
      const hit = tsCandidates(base).find((p) => index.paths.has(p));
      return hit ? [hit] : [];
    }
    case 'python': {
      const m = /^(\.*)(.*)$/.exec(source)!;
      const level = m[1]!.length;
      if (level === 0) return pythonModule(index, m[2]!, null);
      let base = dir;
      for (let i = 1; i < level; i++) base = posix.dirname(base);
      if (base === '.') base = '';
      if (m[2] === '') return ['__init__.py', '__init__.pyi'].map((f) => posix.join(base, f)).filter((p) => index.paths.has(p));
      return pythonModule(index, m[2]!, base);
    }
    case 'go':
      return goPackage(index, source);
    case 'rust':
      return rustModulePath(index, file, source);
    case 'java':
      return index.packages.get(source) ?? [];
    default:
      return [];
  }
}
