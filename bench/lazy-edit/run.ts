/**
 * Lazy-edit merger benchmark: exact-match rate of the deterministic merger on bench/lazy-edit/cases and
 * bench/lazy-edit/holdout (each case a folder with original.*, snippet.* and expected.*), and merge latency on a
 * generated 2,000-line file.
 * Usage: npx tsx bench/lazy-edit/run.ts [--verbose] [--rounds N]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyMerge } from '../../src/lib/lazy-edit/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 300;

function read(dir: string, stem: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith(`${stem}.`));
  if (!file) throw new Error(`${dir} has no ${stem}.*`);
  return readFileSync(path.join(dir, file), 'utf8');
}

/** Exact-match rate of one case set. */
function runSet(set: string): { exact: number; total: number } {
  const setDir = path.join(here, set);
  const results = readdirSync(setDir).sort().map((name) => {
    const dir = path.join(setDir, name);
    const result = lazyMerge(read(dir, 'original'), read(dir, 'snippet'));
    const outcome = !result.ok ? 'refused' : result.text === read(dir, 'expected') ? 'exact' : 'wrong';
    return { name, lang: name.split('-')[0]!, outcome, reason: result.ok ? '' : result.reason };
  });
  const exact = results.filter((r) => r.outcome === 'exact').length;
  const byLang = new Map<string, { exact: number; total: number }>();
  for (const r of results) {
    const entry = byLang.get(r.lang) ?? { exact: 0, total: 0 };
    entry.total++;
    if (r.outcome === 'exact') entry.exact++;
    byLang.set(r.lang, entry);
  }
  console.log(`${set}:`);
  for (const r of results) if (r.outcome !== 'exact' || verbose) console.log(`  ${r.outcome.padEnd(8)} ${r.name}${r.reason ? `  (${r.reason})` : ''}`);
  console.log(`  languages: ${[...byLang].map(([lang, e]) => `${lang} ${e.exact}/${e.total}`).join(', ')}`);
  console.log(`  exact match: ${exact}/${results.length} = ${((100 * exact) / results.length).toFixed(1)} % (wrong: ${results.filter((r) => r.outcome === 'wrong').length}, refused: ${results.filter((r) => r.outcome === 'refused').length})`);
  return { exact, total: results.length };
}

// cases/: tuned on from the start; holdout/: written after that tuning, then tuned on in a second round;
// holdout2/: written after the second round and never tuned on.
const tuned = runSet('cases');
const holdout = runSet('holdout');
const holdout2 = runSet('holdout2');

// Latency: a 2,000-line TypeScript file of 200 functions; the snippet edits one in the middle, with markers.
const fns = Array.from({ length: 200 }, (_, k) => [
  `export function step${k}(input: number[]): number {`,
  `  let total = ${k};`,
  '  for (const value of input) {',
  `    total += value * ${k % 7};`,
  '  }',
  `  if (total > ${k * 10}) return total;`,
  `  return total - ${k};`,
  '}',
  '',
  `// section ${k}`,
].join('\n'));
const big = `${fns.join('\n')}\n`;
const snippet = ['// ... existing code ...', 'export function step100(input: number[]): number {', '  let total = 100;', '  for (const value of input.filter((v) => v > 0)) {', '    // ... existing code ...', '  }', '  if (total > 1000) return total;', '  return total - 100;', '}', '// ... existing code ...'].join('\n');
const check = lazyMerge(big, snippet);
if (!check.ok || !check.text.includes('input.filter((v) => v > 0)') || check.text.split('\n').length !== big.split('\n').length) throw new Error('latency case did not merge as expected');
const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  const start = process.hrtime.bigint();
  lazyMerge(big, snippet);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(`latency, ${big.split('\n').length - 1}-line file, ${rounds} merges: p50 ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
console.log(JSON.stringify({ bench: 'lazy-edit', cases: tuned, holdout, holdout2, p50_ms: pct(0.5), load: (await import('node:os')).loadavg()[0] }));
