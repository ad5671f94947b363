// npm run bench [-- <name> ...] [--seconds N] [--rounds N] [--corpus <path to a git repo>]
// Each benchmark measures Grove and a peer doing the same work in the same run, prints its figures, and ends
// with one JSON line {"bench", "grove", "peer", "unit", "ratio"}. Results are also appended to .bench/results.jsonl.
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { repoRead } from './benchmarks/repo-read.js';
import type { Benchmark } from './lib/types.js';

const ALL: Benchmark[] = [repoRead];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    corpus: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

if (values.list) {
  for (const b of ALL) console.log(`${b.name.padEnd(20)} ${b.description} (goal ${b.goal})`);
  process.exit(0);
}

const unknown = positionals.filter((name) => !ALL.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${ALL.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const selected = positionals.length > 0 ? ALL.filter((b) => positionals.includes(b.name)) : ALL;
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
mkdirSync('.bench', { recursive: true });
for (const bench of selected) {
  console.log(`\n== ${bench.name}: ${bench.description} (goal ${bench.goal})`);
  const result = await bench.run({ corpus: values.corpus ?? null, seconds: Number(values.seconds), rounds: Number(values.rounds) });
  for (const [k, v] of Object.entries(result.notes ?? {})) console.log(`   ${k}: ${JSON.stringify(v)}`);
  const line = { bench: result.bench, grove: result.grove, peer: result.peer, unit: result.unit, ratio: result.ratio };
  appendFileSync('.bench/results.jsonl', JSON.stringify({ ...line, at: new Date().toISOString(), notes: result.notes }) + '\n');
  console.log(JSON.stringify(line));
}
