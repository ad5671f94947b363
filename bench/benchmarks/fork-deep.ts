import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoPath } from '../../src/git/repo-layout.js';
import { getCorpus } from '../lib/corpus.js';
import { GIT_ENV, git, gitText } from '../lib/exec.js';
import { forkRepo, loadAverages, pushMirror, repoCounts, waitForJobs } from '../lib/grove-repos.js';
import { startGrove } from '../lib/processes.js';
import { formatStats, interleave, stats, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/**
 * Deep fork (`POST /v1/repos/:slug/fork {slug, mode: 'deep'}`: an independent copy, made before the response) of
 * the large corpus against `git clone --bare --no-local` of Grove's own repository directory (same filesystem):
 * the plain-git way to make an independent copy of a bare repository. Also timed, for the notes only: `git clone
 * --bare --no-hardlinks` (a file copy of the objects, the absolute floor of any copy).
 */
export const forkDeep: Benchmark = {
  name: 'fork-deep',
  description: "deep fork of the large repo (77k objects) ÷ git clone --bare --no-local of the same repository directory",
  goal: '≤ 1.2',
  async run({ corpus, rounds }) {
    const c = await getCorpus(corpus);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-deep-'));
    const grove = await startGrove({ GROVE_JOB_INTERVAL_MS: '50' });
    try {
      const large = await pushMirror(grove, 'large', c.dir, c.defaultBranch);
      // a served repository as Grove's maintenance would leave it: one pack with a bitmap
      const repackStart = performance.now();
      await git(['-C', large.dir, 'repack', '-q', '-a', '-d', '--write-bitmap-index'], { env: GIT_ENV });
      const repackSeconds = Number(((performance.now() - repackStart) / 1000).toFixed(1));
      const counts = await repoCounts(large.dir);
      console.log(`   large: ${counts.objects} objects (${(counts.packBytes / 2 ** 20).toFixed(1)} MiB), pushed in ${large.pushSeconds} s, repacked in ${repackSeconds} s`);
      await waitForJobs(grove.dataDir);

      const cloneDir = path.join(tmp, 'clone.git');
      const copyDir = path.join(tmp, 'copy.git');
      let n = 0;
      let lastFork: { id: string; mode: string | undefined } | null = null;
      const samples = await interleave(
        {
          grove: {
            async prepare() {
              await waitForJobs(grove.dataDir);
            },
            async run() {
              const r = await forkRepo(grove, 'large', `deep-${++n}`, 'deep');
              lastFork = { id: r.id, mode: r.fork_mode };
            },
          },
          peer: {
            async prepare() {
              rmSync(cloneDir, { recursive: true, force: true });
              await waitForJobs(grove.dataDir);
            },
            async run() {
              await git(['clone', '-q', '--bare', '--no-local', large.dir, cloneDir], { env: GIT_ENV });
            },
          },
          // not the peer: a plain file copy of the repository (no pack rewritten), the absolute floor of a copy
          copy: {
            async prepare() {
              rmSync(copyDir, { recursive: true, force: true });
              await waitForJobs(grove.dataDir);
            },
            async run() {
              await git(['clone', '-q', '--bare', '--no-hardlinks', large.dir, copyDir], { env: GIT_ENV });
            },
          },
        },
        { warmup: 1, runs: rounds ?? 5 },
      );
      const f = lastFork as { id: string; mode: string | undefined } | null;
      if (!f || f.mode !== 'deep') throw new Error(`deep fork answered fork_mode ${f?.mode}`);
      const forkDir = repoPath(grove.dataDir, f.id);
      const forkCounts = await repoCounts(forkDir);
      const cloneCounts = await repoCounts(cloneDir);
      const tip = await gitText(['-C', forkDir, 'rev-parse', `refs/heads/${c.defaultBranch}`]);
      const cloneTip = await gitText(['-C', cloneDir, 'rev-parse', `refs/heads/${c.defaultBranch}`]);
      if (tip !== cloneTip) throw new Error(`the deep fork's ${c.defaultBranch} is ${tip}, the clone's ${cloneTip}`);
      if (forkCounts.objects !== cloneCounts.objects) console.log(`   NOTE: the fork holds ${forkCounts.objects} objects, the clone ${cloneCounts.objects}`);
      const copy = stats(samples.copy);
      console.log(`   git clone --bare --no-hardlinks (file copy, not the peer): ${formatStats(copy)}`);
      return timedResult('fork-deep', samples.grove, samples.peer, {
        copy_no_hardlinks_ms: { median: Number(copy.median.toFixed(1)), min: Number(copy.min.toFixed(1)), max: Number(copy.max.toFixed(1)), n: copy.n },
        ratio_to_copy: Number((stats(samples.grove).median / copy.median).toFixed(2)),
        source_objects: counts.objects,
        fork_objects: forkCounts.objects,
        fork_pack_mib: Number((forkCounts.packBytes / 2 ** 20).toFixed(1)),
        clone_objects: cloneCounts.objects,
        clone_pack_mib: Number((cloneCounts.packBytes / 2 ** 20).toFixed(1)),
        load_average: loadAverages(os.loadavg()),
      });
    } finally {
      await grove.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
