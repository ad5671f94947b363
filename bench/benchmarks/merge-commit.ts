import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getCorpus } from '../lib/corpus.js';
import { GIT_ENV, git, gitText } from '../lib/exec.js';
import { listFiles, spreadFiles } from '../lib/files.js';
import { loadAverages, pushMirror, waitForJobs } from '../lib/grove-repos.js';
import { request } from '../lib/http.js';
import { startGrove } from '../lib/processes.js';
import { formatStats, interleave, stats, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/** Plain git defaults (no fsync of loose objects or refs), for the second floor reported in the notes. */
const DEFAULT_CONFIG = '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = true\n';
const COMMITS_PER_SIDE = 3;
const FILES_PER_SIDE = 3;

/**
 * `POST /v1/repos/:slug/branches/main/merge {source: 'topic', strategy: 'merge-commit'}` against the git plumbing
 * floor for the same merge on an equal copy of the repository (Grove's repository config included, so both fsync
 * alike): `git merge-tree --write-tree A B`, `git commit-tree <tree> -p A -p B -m <msg>`, `git update-ref
 * refs/heads/main <new> A`, spawned from this process.
 *
 * Every round (untimed) builds a new diverged pair on the large corpus's main with `git fast-import` in a staging
 * repository: A = main + 3 commits editing 3 files, B = main + 3 commits editing 3 other files (in other
 * directories), with the round number in the content so every round's merged trees are new objects; then pushes
 * A to refs/heads/main and B to refs/heads/topic, with --force, to Grove (smart HTTP) and to the floor copies
 * (file). Both sides merge the very same commits; their merged trees are checked to be equal.
 */
export const mergeCommit: Benchmark = {
  name: 'merge-commit',
  description: 'merge-commit of two diverged branches (3 commits each, disjoint files) via the API ÷ git merge-tree + commit-tree + update-ref',
  goal: '≤ 2',
  async run({ corpus, rounds }) {
    const c = await getCorpus(corpus);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-merge-'));
    const grove = await startGrove({ GROVE_JOB_INTERVAL_MS: '50' });
    try {
      const repo = await pushMirror(grove, 'merging', c.dir, c.defaultBranch);
      await git(['-C', repo.dir, 'repack', '-q', '-a', '-d', '--write-bitmap-index'], { env: GIT_ENV });
      await waitForJobs(grove.dataDir);
      // the floors: equal copies of Grove's repository; one keeps Grove's config, one gets git's defaults
      const floor = path.join(tmp, 'floor.git');
      const floorDefaults = path.join(tmp, 'floor-defaults.git');
      cpSync(repo.dir, floor, { recursive: true });
      cpSync(repo.dir, floorDefaults, { recursive: true });
      writeFileSync(path.join(floorDefaults, 'config'), DEFAULT_CONFIG);
      // staging: borrows the corpus's objects, builds each round's pair
      const staging = path.join(tmp, 'staging.git');
      await git(['clone', '-q', '--bare', '--shared', c.dir, staging], { env: GIT_ENV });

      const base = await gitText(['-C', repo.dir, 'rev-parse', `refs/heads/${c.defaultBranch}^{commit}`]);
      const files = spreadFiles(await listFiles(repo.dir, base), 2 * FILES_PER_SIDE, 20);
      const baseContent = new Map<string, string>();
      for (const f of files) baseContent.set(f.path, (await git(['-C', repo.dir, 'cat-file', 'blob', f.oid])).stdout.toString('utf8'));
      const sides = { a: files.slice(0, FILES_PER_SIDE), b: files.slice(FILES_PER_SIDE) };
      console.log(`   base ${base.slice(0, 12)}; main side edits ${sides.a.map((f) => f.path).join(', ')}; topic side edits ${sides.b.map((f) => f.path).join(', ')}`);

      const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
      const ts = 1_750_000_000;
      let round = 0;
      const pair = { a: '', b: '' };
      const results = { grove: '', floor: '', floorDefaults: '' };
      const setupMs: number[] = [];

      const check = async () => {
        if (!pair.a) return;
        const want = await gitText(['-C', floor, 'rev-parse', `${results.floor}^{tree}`]);
        const got = await gitText(['-C', repo.dir, 'rev-parse', `${results.grove}^{tree}`]);
        const other = await gitText(['-C', floorDefaults, 'rev-parse', `${results.floorDefaults}^{tree}`]);
        const parents = (await gitText(['-C', repo.dir, 'rev-list', '--parents', '-n1', results.grove])).split(' ').slice(1);
        if (got !== want || other !== want) throw new Error(`round ${round}: merged trees differ: Grove ${got}, floor ${want}, floor (git defaults) ${other}`);
        if (parents.join(' ') !== `${pair.a} ${pair.b}`) throw new Error(`round ${round}: Grove's merge commit has parents ${parents.join(' ')}, expected ${pair.a} ${pair.b}`);
      };

      const newPair = async () => {
        await check();
        round++;
        const t0 = performance.now();
        let stream = '';
        let mark = 0;
        for (const side of ['a', 'b'] as const) {
          const content = new Map(sides[side].map((f) => [f.path, baseContent.get(f.path)!]));
          for (let k = 0; k < COMMITS_PER_SIDE; k++) {
            const f = sides[side][k % FILES_PER_SIDE]!;
            content.set(f.path, `${content.get(f.path)!}// merge bench: round ${round}, side ${side}, commit ${k + 1}\n`);
            const who = `Bench <bench@example.com> ${ts + round * 100 + k} +0000`;
            mark++;
            stream += `commit refs/heads/bench-${side}\nmark :${mark}\nauthor ${who}\ncommitter ${who}\n${data(`Side ${side}: edit ${path.basename(f.path)} (round ${round})\n`)}`;
            if (k === 0) stream += `from ${base}\n`;
            stream += `M ${f.mode} inline ${f.path}\n${data(content.get(f.path)!)}\n`;
          }
        }
        stream += `get-mark :${COMMITS_PER_SIDE}\nget-mark :${2 * COMMITS_PER_SIDE}\ndone\n`;
        const out = await git(['-C', staging, 'fast-import', '--quiet', '--done', '--force'], { env: GIT_ENV, input: stream });
        const [a, b] = out.stdout.toString('utf8').trim().split('\n');
        if (!a || !b) throw new Error(`fast-import printed ${out.stdout.toString('utf8')}`);
        pair.a = a;
        pair.b = b;
        const refspecs = [`${a}:refs/heads/${c.defaultBranch}`, `${b}:refs/heads/topic`];
        await git(['-C', staging, 'push', '-q', '--force', '--no-verify', repo.gitUrl, ...refspecs], { env: GIT_ENV });
        await git(['-C', staging, 'push', '-q', '--force', '--no-verify', floor, ...refspecs], { env: GIT_ENV });
        await git(['-C', staging, 'push', '-q', '--force', '--no-verify', floorDefaults, ...refspecs], { env: GIT_ENV });
        setupMs.push(performance.now() - t0);
      };

      const mergeUrl = `${grove.url}/v1/repos/merging/branches/${encodeURIComponent(c.defaultBranch)}/merge`;
      const mergeBody = () => JSON.stringify({ source: 'topic', strategy: 'merge-commit' });
      const plumbing = (dir: string, key: 'floor' | 'floorDefaults') => ({
        async prepare() {
          await waitForJobs(grove.dataDir);
        },
        async run() {
          const tree = await gitText(['-C', dir, 'merge-tree', '--write-tree', pair.a, pair.b]);
          const sha = await gitText(['-C', dir, 'commit-tree', tree, '-p', pair.a, '-p', pair.b, '-m', `Merge 'topic' into ${c.defaultBranch}`], { env: GIT_ENV });
          await git(['-C', dir, 'update-ref', `refs/heads/${c.defaultBranch}`, sha, pair.a]);
          results[key] = sha;
        },
      });
      const samples = await interleave(
        {
          grove: {
            async prepare() {
              await waitForJobs(grove.dataDir);
            },
            async run() {
              const res = await request(mergeUrl, { method: 'POST', headers: { 'x-api-key': grove.key, 'content-type': 'application/json' }, body: mergeBody() });
              const text = res.body.toString('utf8');
              if (res.status !== 200) throw new Error(`POST merge answered ${res.status}: ${text.slice(0, 400)}`);
              const r = JSON.parse(text) as { merged: boolean; strategy: string; merge_sha?: string };
              if (!r.merged || r.strategy !== 'merge-commit' || !r.merge_sha) throw new Error(`POST merge: ${text.slice(0, 400)}`);
              results.grove = r.merge_sha;
            },
          },
          peer: plumbing(floor, 'floor'),
          peerDefaults: plumbing(floorDefaults, 'floorDefaults'),
        },
        { warmup: 2, runs: rounds ?? 20, beforeRound: newPair },
      );
      await check();
      const d = stats(samples.peerDefaults);
      console.log(`   floor with git's default config (no fsync of loose objects/refs): ${formatStats(d)}`);
      const packs = Number(/packs: (\d+)/.exec(await gitText(['-C', repo.dir, 'count-objects', '-v']))?.[1] ?? 0);
      return timedResult('merge-commit', samples.grove, samples.peer, {
        merges_per_side: round,
        commits_per_side: COMMITS_PER_SIDE,
        files_per_side: FILES_PER_SIDE,
        floor_git_defaults_ms: { median: Number(d.median.toFixed(2)), min: Number(d.min.toFixed(2)), p95: Number(d.p95.toFixed(2)), n: d.n },
        ratio_to_floor_git_defaults: Number((stats(samples.grove).median / d.median).toFixed(3)),
        round_setup_ms_median: Number(stats(setupMs).median.toFixed(0)),
        grove_packs_after: packs,
        load_average: loadAverages(os.loadavg()),
      });
    } finally {
      await grove.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
