// npm run bench [-- <name> ...] [--seconds N] [--rounds N] [--corpus <path to a git repo>]
// Each benchmark measures Grove and a peer doing the same work in the same run, prints its figures, and ends
// with one JSON line {"bench", "grove", "peer", "unit", "ratio"}. Results are also appended to .bench/results.jsonl.
// --seconds: length of one load run; --rounds: load runs per side, or timed runs per side (default: per benchmark).
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { blobRead } from './benchmarks/blob-read.js';
import { clone } from './benchmarks/clone.js';
import { commit10 } from './benchmarks/commit-10.js';
import { execCat, execGrep, execStartup, execStartupCold } from './benchmarks/exec.js';
import { forkDeep } from './benchmarks/fork-deep.js';
import { forkInstant } from './benchmarks/fork-instant.js';
import { closeLfsFixture, lfsDownload, lfsUpload } from './benchmarks/lfs-transfer.js';
import { mergeCommit } from './benchmarks/merge-commit.js';
import { packGen } from './benchmarks/pack-gen.js';
import { lsRemote, noopFetch } from './benchmarks/ref-advertisement.js';
import { repoRead } from './benchmarks/repo-read.js';
import { sessionRead } from './benchmarks/session-read.js';
import { closeFixtures } from './lib/fixture.js';
import type { Benchmark } from './lib/types.js';

// Order matters: the corpus benchmarks share one Grove; commit-10 writes to it, so it runs last.
const ALL: Benchmark[] = [repoRead, packGen, clone, lsRemote, noopFetch, blobRead, execStartup, execStartupCold, execGrep, execCat, commit10, forkInstant, forkDeep, mergeCommit, sessionRead, lfsUpload, lfsDownload];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string' },
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
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`);
mkdirSync('.bench', { recursive: true });
const options = { corpus: values.corpus ?? null, seconds: Number(values.seconds), rounds: values.rounds === undefined ? undefined : Number(values.rounds) };
const failed: string[] = [];
try {
  for (const bench of selected) {
    // other work on this 2-core machine skews every figure: the load average is printed and recorded with each result
    console.log(`\n== ${bench.name}: ${bench.description} (goal ${bench.goal}); load average ${os.loadavg()[0]!.toFixed(2)}`);
    try {
      const result = await bench.run(options);
      for (const [k, v] of Object.entries(result.notes ?? {})) console.log(`   ${k}: ${JSON.stringify(v)}`);
      const line = { bench: result.bench, grove: result.grove, peer: result.peer, unit: result.unit, ratio: result.ratio };
      const load1 = Number(os.loadavg()[0]!.toFixed(2));
      appendFileSync('.bench/results.jsonl', JSON.stringify({ ...line, at: new Date().toISOString(), load1, notes: result.notes }) + '\n');
      console.log(JSON.stringify(line));
    } catch (err) {
      failed.push(bench.name);
      const e = err as Error;
      console.log(`   FAILED: ${e.name === 'FeatureUnavailable' ? e.message : (e.stack ?? String(e))}`);
    }
  }
} finally {
  await closeFixtures();
  await closeLfsFixture();
}
if (failed.length > 0) {
  console.log(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
