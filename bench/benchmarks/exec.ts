import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../lib/exec.js';
import { corpusFixture, type CorpusFixture } from '../lib/fixture.js';
import { listFiles, type TreeFile } from '../lib/files.js';
import { request } from '../lib/http.js';
import { interleave, timedResult } from '../lib/timing.js';
import type { Benchmark, BenchResult } from '../lib/types.js';

/** POST …/exec on the corpus; the parsed answer (throws unless 200). */
async function exec(f: CorpusFixture, command: string, at: { ref?: string } = {}): Promise<{ stdout: string; exit_code: number; stderr: string }> {
  const res = await request(`${f.grove.url}/v1/repos/${f.slug}/exec`, {
    method: 'POST',
    headers: { 'x-api-key': f.grove.key, 'content-type': 'application/json' },
    body: JSON.stringify({ command, ...(at.ref ? { ref: at.ref } : { branch: f.branch }) }),
  });
  const text = res.body.toString('utf8');
  if (res.status !== 200) throw new Error(`POST exec answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { stdout: string; exit_code: number; stderr: string };
}

/** Top-level folders of the corpus, smallest first, until they hold at least `count` files. */
function foldersWith(files: TreeFile[], count: number): { folders: string[]; files: number } {
  const byFolder = new Map<string, number>();
  for (const file of files) if (file.path.includes('/')) byFolder.set(file.path.split('/')[0]!, (byFolder.get(file.path.split('/')[0]!) ?? 0) + 1);
  const folders: string[] = [];
  let total = 0;
  for (const [folder, n] of [...byFolder].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))) {
    if (total >= count) break;
    folders.push(folder);
    total += n;
  }
  return { folders, files: total };
}

/**
 * Workspace start-up on the ~26,000-file repository: `true` through POST exec (resolve, list every tree, hand the
 * listing to a worker, run, report no changes) against `git ls-tree -r` of the same commit, the least any
 * workspace needs. No blob is read: files load on first read only.
 */
export const execStartup: Benchmark = {
  name: 'exec-startup',
  description: 'POST exec `true` on the 26,000-file repo ÷ git ls-tree -r (the listing alone)',
  goal: 'report',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const samples = await interleave(
      {
        grove: { run: () => exec(f, 'true') },
        peer: { run: () => git(['-C', f.dir, 'ls-tree', '-r', '--full-tree', f.branch]) },
      },
      { warmup: 2, runs: rounds ?? 15 },
    );
    return timedResult('exec-startup', samples.grove, samples.peer, { files: (await listFiles(f.dir, f.branch)).length });
  },
};

/**
 * Workspace start-up on a commit no workspace was taken on before (its root tree is in no listing cache): every
 * round takes the next older commit of the branch, so the server walks all of that commit's trees, against
 * `git ls-tree -r` of the same commit.
 */
export const execStartupCold: Benchmark = {
  name: 'exec-startup-cold',
  description: 'POST exec `true` on a commit never run on before (26,000 files) ÷ git ls-tree -r of it',
  goal: 'report',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const runs = rounds ?? 15;
    const shas = (await git(['-C', f.dir, 'rev-list', '--first-parent', `--max-count=${2 * runs + 10}`, f.branch])).stdout.toString('utf8').trim().split('\n').slice(1);
    let g = 0;
    let p = 0;
    const samples = await interleave(
      {
        grove: { run: () => exec(f, 'true', { ref: shas[g++]! }) },
        peer: { run: () => git(['-C', f.dir, 'ls-tree', '-r', '--full-tree', shas[p++]!]) },
      },
      { warmup: 2, runs },
    );
    return timedResult('exec-startup-cold', samples.grove, samples.peer, { files: (await listFiles(f.dir, f.branch)).length });
  },
};

/** `grep -rn` over ~5,000 files in the workspace against `git grep -n` over the same folders of a checkout. */
export const execGrep: Benchmark = {
  name: 'exec-grep',
  description: 'grep -rn over 5,000 files in a workspace ÷ git grep -n in a checkout',
  goal: '≤ 10',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const { folders, files } = foldersWith(await listFiles(f.dir, f.branch), 5000);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-exec-'));
    try {
      const checkout = path.join(tmp, 'checkout');
      await git(['clone', '-q', '--branch', f.branch, f.dir, checkout]);
      const pattern = 'return';
      const mine = await exec(f, `grep -rn ${pattern} ${folders.join(' ')} | wc -l`);
      const theirs = (await git(['-C', checkout, 'grep', '-n', pattern, '--', ...folders])).stdout.toString('utf8').split('\n').filter(Boolean).length;
      console.log(`   ${files} files in ${folders.join(', ')}; matching lines: workspace ${mine.stdout.trim()}, git grep ${theirs}`);
      const samples = await interleave(
        {
          grove: { run: () => exec(f, `grep -rn ${pattern} ${folders.join(' ')} > /dev/null`) },
          peer: { run: () => git(['-C', checkout, 'grep', '-n', pattern, '--', ...folders]) },
        },
        { warmup: 1, runs: rounds ?? 7 },
      );
      return timedResult('exec-grep', samples.grove, samples.peer, { files, folders: folders.length });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};

/** Requests per second of POST exec `cat <file>` (4 clients), with GET raw of the same file as the reference. */
export const execCat: Benchmark = {
  name: 'exec-cat',
  description: 'POST exec `cat <file>` requests/s ÷ GET raw of the same file (4 connections)',
  goal: 'report',
  async run({ corpus, seconds, rounds }): Promise<BenchResult> {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const top = (await listFiles(f.dir, f.branch)).find((file) => !file.path.includes('/')) ?? (await listFiles(f.dir, f.branch))[0]!;
    const rps = async (send: () => Promise<unknown>) => {
      let done = 0;
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (performance.now() < until) {
            await send();
            done++;
          }
        }),
      );
      return done / seconds;
    };
    const raw = async () => {
      const res = await request(`${f.grove.url}/v1/repos/${f.slug}/raw/${f.branch}/${top.path}`, { headers: { 'x-api-key': f.grove.key } });
      if (res.status !== 200) throw new Error(`GET raw answered ${res.status}`);
    };
    await exec(f, `cat ${top.path}`);
    const grove = await rps(() => exec(f, `cat ${top.path}`));
    const peer = await rps(raw);
    console.log(`   ${top.path}: exec ${grove.toFixed(1)} req/s, raw ${peer.toFixed(1)} req/s`);
    return { bench: 'exec-cat', grove: Number(grove.toFixed(1)), peer: Number(peer.toFixed(1)), unit: 'req/s', ratio: Number((grove / peer).toFixed(3)) };
  },
};
