// Choosing files of the corpus for the API benchmarks (deterministic for a given repository).
import { gitText } from './exec.js';
import { Rng } from './corpus.js';

export interface TreeFile {
  mode: string;
  oid: string;
  size: number;
  path: string;
}

export async function listFiles(gitDir: string, ref: string): Promise<TreeFile[]> {
  const out = await gitText(['-C', gitDir, 'ls-tree', '-r', '-l', '--full-tree', ref]);
  const files: TreeFile[] = [];
  for (const line of out.split('\n')) {
    const m = /^(\d+) blob ([0-9a-f]+)\s+(\d+)\t(.*)$/.exec(line);
    if (m && (m[1] === '100644' || m[1] === '100755')) files.push({ mode: m[1], oid: m[2]!, size: Number(m[3]), path: m[4]! });
  }
  return files;
}

const TEXT = /\.(ts|js|mjs|cjs|tsx|jsx|md|txt|json|ya?ml|py|go|rs|c|h|css|html|sh|toml)$/i;
const depth = (p: string) => p.split('/').length;

/** A text file of about `bytes` bytes, at least 3 levels deep: the closest in size, then by path. */
export function fileNearSize(files: TreeFile[], bytes: number): TreeFile {
  const candidates = files.filter((f) => TEXT.test(f.path) && depth(f.path) >= 3 && !f.path.includes('"'));
  const pool = candidates.length > 0 ? candidates : files;
  const best = [...pool].sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes) || (a.path < b.path ? -1 : 1))[0];
  if (!best) throw new Error('the corpus has no files');
  return best;
}

/**
 * `count` text files (0.3–100 KB, at least 2 levels deep) spread over the tree: each in a different directory, and
 * in different top-level directories as far as they go.
 */
export function spreadFiles(files: TreeFile[], count: number, seed = 10): TreeFile[] {
  const rng = new Rng(seed);
  const pool = rng.shuffle(files.filter((f) => TEXT.test(f.path) && depth(f.path) >= 3 && f.size >= 300 && f.size <= 100_000));
  const chosen: TreeFile[] = [];
  const dirs = new Set<string>();
  const tops = new Set<string>();
  const dir = (p: string) => p.slice(0, p.lastIndexOf('/'));
  const top = (p: string) => p.slice(0, p.indexOf('/'));
  for (const pass of [0, 1]) {
    for (const f of pool) {
      if (chosen.length === count) break;
      if (dirs.has(dir(f.path)) || (pass === 0 && tops.has(top(f.path)))) continue;
      chosen.push(f);
      dirs.add(dir(f.path));
      tops.add(top(f.path));
    }
  }
  if (chosen.length < count) throw new Error(`the corpus has only ${chosen.length} suitable files in distinct directories (need ${count})`);
  return chosen;
}
