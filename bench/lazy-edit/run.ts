/**
 * Lazy-edit merger benchmark: exact-match rate of the deterministic merger on the case sets of bench/lazy-edit/
 * (each case a folder with original.*, snippet.* and expected.*, or refuse.txt when the snippet is genuinely
 * ambiguous), and merge latency on a generated 2,000-line file.
 * Usage: npx tsx bench/lazy-edit/run.ts [--verbose] [--rounds N] [--sets cases,holdout,...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyMerge } from '../../src/lib/lazy-edit/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 300;
const setsArg = process.argv.indexOf('--sets');
const only = setsArg > 0 ? new Set(process.argv[setsArg + 1]!.split(',')) : null;

function read(dir: string, stem: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith(`${stem}.`));
  if (!file) throw new Error(`${dir} has no ${stem}.*`);
  return readFileSync(path.join(dir, file), 'utf8');
}

type Outcome = 'exact' | 'wrong' | 'refused' | 'correct-refusal';

/**
 * Outcomes of one case set. A case with `expected.*` counts as exact only when the merge equals it byte for
 * byte; a refusal there is a miss but a safe one, a different merge is wrong. A case with `refuse.txt` instead
 * is genuinely ambiguous: refusing is the right answer and any merge is wrong.
 */
function runSet(set: string): { exact: number; total: number; wrong: number; refused: number; ambiguous: number; correctRefusals: number } | null {
  if (only && !only.has(set)) return null;
  const setDir = path.join(here, set);
  const results = readdirSync(setDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort().map((name) => {
    const dir = path.join(setDir, name);
    const ambiguous = readdirSync(dir).includes('refuse.txt');
    const result = lazyMerge(read(dir, 'original'), read(dir, 'snippet'));
    const outcome: Outcome = ambiguous ? (result.ok ? 'wrong' : 'correct-refusal') : !result.ok ? 'refused' : result.text === read(dir, 'expected') ? 'exact' : 'wrong';
    return { name, lang: name.split('-')[0]!, ambiguous, outcome, reason: result.ok ? '' : result.reason };
  });
  const merges = results.filter((r) => !r.ambiguous);
  const exact = merges.filter((r) => r.outcome === 'exact').length;
  const byLang = new Map<string, { exact: number; total: number }>();
  for (const r of merges) {
    const entry = byLang.get(r.lang) ?? { exact: 0, total: 0 };
    entry.total++;
    if (r.outcome === 'exact') entry.exact++;
    byLang.set(r.lang, entry);
  }
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);
  console.log(`${set}:`);
  for (const r of results) if (!['exact', 'correct-refusal'].includes(r.outcome) || verbose) console.log(`  ${r.outcome.padEnd(8)} ${r.name}${r.reason ? `  (${r.reason})` : ''}`);
  console.log(`  languages: ${[...byLang].map(([lang, e]) => `${lang} ${e.exact}/${e.total}`).join(', ')}`);
  const ambiguous = results.length - merges.length;
  const wrong = count('wrong');
  console.log(`  exact match: ${exact}/${merges.length} = ${pct(exact, merges.length)} (wrong: ${merges.filter((r) => r.outcome === 'wrong').length} = ${pct(merges.filter((r) => r.outcome === 'wrong').length, merges.length)}, refused: ${count('refused')} = ${pct(count('refused'), merges.length)})`);
  if (ambiguous > 0) console.log(`  ambiguous cases refused (correct): ${count('correct-refusal')}/${ambiguous}; merged anyway (wrong): ${ambiguous - count('correct-refusal')}`);
  return { exact, total: merges.length, wrong, refused: count('refused'), ambiguous, correctRefusals: count('correct-refusal') };
}

// cases/: tuned on from the start; holdout/: written after that tuning, then tuned on in a second round;
// holdout2/: written after the second round, tuned on in the third; holdout3/: written before the third round
// and measured only before and after it, never tuned on; tuning/: written for the third round, tuned on;
// holdout4/: written after the third round, scored once, never tuned on; holdout5/: written before the fourth
// round and measured only before and after it, never tuned on.
const tuned = runSet('cases');
const holdout = runSet('holdout');
const holdout2 = runSet('holdout2');
const holdout3 = runSet('holdout3');
const tuning = runSet('tuning');
const holdout4 = runSet('holdout4');
const holdout5 = runSet('holdout5');
// holdout6/ and holdout7/: 60 cases each, written by people who never ran the merger (their READMEs); holdout6/
// scored once on arrival, then tuned on; holdout7/ scored once at the end of that round, never tuned on, and run
// only when named in --sets until then (scored 2026-12-01: 50/56 = 89.3 %). tuning2/: 60 more cases by another such writer, scored once on arrival,
// then tuned on; tuning3/, tuning4/ and tuning5/ likewise. holdout8/: written like holdout7/ during the tuning on
// it and scored once at the end (2026-12-01: 47/56 = 83.9 %).
const holdout6 = runSet('holdout6');
const tuning2 = runSet('tuning2');
const tuning3 = runSet('tuning3');
const tuning4 = runSet('tuning4');
const tuning5 = runSet('tuning5');
const holdout7 = runSet('holdout7');
const holdout8 = runSet('holdout8');
// holdout9/ and holdout10/: 60 cases each by two more such writers, written during the tuning on holdout8/;
// holdout9/ scored once when they arrived (2026-12-02), then tuned on; holdout10/ scored once later, then tuned
// on; holdout11/ written during that tuning, scored once, then tuned on; holdout12/ and holdout13/ written during
// that tuning and scored once at the end.
const holdout9 = runSet('holdout9');
const holdout10 = runSet('holdout10');
const holdout11 = runSet('holdout11');
const holdout12 = runSet('holdout12');
const holdout13 = runSet('holdout13');
// holdout12/ and holdout13/ then tuned on; holdout14/ and holdout15/ written during that tuning, scored once, then
// tuned on; holdout16/ and holdout17/ written during that tuning, scored once, then tuned on a little; holdout18/
// and holdout19/ written during that, scored once at the end of the day (2026-12-02), nothing changed after.
const holdout14 = runSet('holdout14');
const holdout15 = runSet('holdout15');
const holdout16 = runSet('holdout16');
const holdout17 = runSet('holdout17');
const holdout18 = runSet('holdout18');
const holdout19 = runSet('holdout19');
// holdout18/ and holdout19/ then tuned on (2026-12-02, second session); holdout20/ and holdout21/ written during
// that, scored once, then tuned on; holdout22/ and holdout23/ written during that, scored once, then tuned on;
// holdout24/ to holdout26/ written during that and scored once at the end; holdout27/ and holdout28/ written after
// that, scored once with the same merges (only refactors and a comment changed in between), nothing changed after.
const holdout20 = runSet('holdout20');
const holdout21 = runSet('holdout21');
const holdout22 = runSet('holdout22');
const holdout23 = runSet('holdout23');
const holdout24 = runSet('holdout24');
const holdout25 = runSet('holdout25');
const holdout26 = runSet('holdout26');
const holdout27 = runSet('holdout27');
const holdout28 = runSet('holdout28');
const sets = [tuned, holdout, holdout2, holdout3, tuning, holdout4, holdout5, holdout6, tuning2, tuning3, tuning4, tuning5, holdout7, holdout8, holdout9, holdout10, holdout11, holdout12, holdout13, holdout14, holdout15, holdout16, holdout17, holdout18, holdout19, holdout20, holdout21, holdout22, holdout23, holdout24, holdout25, holdout26, holdout27, holdout28].filter((x) => x !== null);
const sum = (key: 'exact' | 'total' | 'wrong' | 'refused') => sets.reduce((a, x) => a + x[key], 0);
if (sets.length > 1) console.log(`all sets run: exact ${sum('exact')}/${sum('total')} = ${((100 * sum('exact')) / Math.max(1, sum('total'))).toFixed(1)} % (wrong ${sum('wrong')}, refused ${sum('refused')})`);

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
// Wall time, and the process's CPU time per merge (less disturbed when other work shares the cores).
const times: number[] = [];
const cpu: number[] = [];
for (let r = 0; r < rounds; r++) {
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  lazyMerge(big, snippet);
  const used = process.cpuUsage(cpuStart);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const pct = (p: number, list = times) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
console.log(`latency, ${big.split('\n').length - 1}-line file, ${rounds} merges: p50 ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; CPU time p50 ${pct(0.5, cpu).toFixed(2)} ms`);
console.log(JSON.stringify({ bench: 'lazy-edit', cases: tuned, holdout, holdout2, holdout3, tuning, holdout4, holdout5, holdout6, tuning2, tuning3, tuning4, tuning5, holdout7, holdout8, holdout9, holdout10, holdout11, holdout12, holdout13, holdout14, holdout15, holdout16, holdout17, holdout18, holdout19, holdout20, holdout21, holdout22, holdout23, holdout24, holdout25, holdout26, holdout27, holdout28, p50_ms: pct(0.5), cpu_p50_ms: pct(0.5, cpu), load: (await import('node:os')).loadavg()[0] }));
