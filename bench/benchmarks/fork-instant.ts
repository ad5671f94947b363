import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getCorpus } from '../lib/corpus.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { GIT_ENV, git, gitText } from '../lib/exec.js';
import { forkRepo, loadAverages, makeTinyRepo, pushMirror, repoCounts, waitForJobs } from '../lib/grove-repos.js';
import { median } from '../lib/load.js';
import { startGrove, type GroveServer } from '../lib/processes.js';
import { interleave, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/** Untimed, between forks: the background work a fork queued (materialization count, pool sweep) has finished. */
async function settle(grove: GroveServer): Promise<number> {
  return waitForJobs(grove.dataDir);
}

/**
 * Instant fork (`POST /v1/repos/:slug/fork {slug}`, the default mode) of the large corpus (77k objects) against
 * the same on a tiny repository (5 files, 3 commits), interleaved in one Grove. The first fork of a repository
 * creates its fork network (moves its objects into a pool): it is timed once and reported apart; the timed forks
 * are the later ones. Between forks (untimed) the background jobs a fork queues are left to finish.
 */
export const forkInstant: Benchmark = {
  name: 'fork-instant',
  description: 'instant fork p50 on the large repo (77k objects) ÷ on a tiny repo (5 files), each fork a new slug',
  goal: '≤ 1.5',
  async run({ corpus, rounds }) {
    const c = await getCorpus(corpus);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-fork-'));
    // short job polling, so the untimed waits for background jobs stay short
    const grove = await startGrove({ GROVE_JOB_INTERVAL_MS: '50' });
    try {
      const tinyDir = path.join(tmp, 'tiny.git');
      await makeTinyRepo(tinyDir);
      const large = await pushMirror(grove, 'large', c.dir, c.defaultBranch);
      // a served repository as Grove's maintenance would leave it: one pack with a bitmap
      const repackStart = performance.now();
      await git(['-C', large.dir, 'repack', '-q', '-a', '-d', '--write-bitmap-index'], { env: GIT_ENV });
      const repackSeconds = Number(((performance.now() - repackStart) / 1000).toFixed(1));
      const tiny = await pushMirror(grove, 'tiny', tinyDir, 'main');
      const largeCounts = await repoCounts(large.dir);
      const tinyCounts = await repoCounts(tiny.dir);
      console.log(
        `   large: ${largeCounts.objects} objects (${(largeCounts.packBytes / 2 ** 20).toFixed(1)} MiB), pushed in ${large.pushSeconds} s, repacked in ${repackSeconds} s; tiny: ${tinyCounts.objects} objects`,
      );
      await settle(grove);

      let n = 0;
      const firstFork = async (source: string) => {
        const t0 = performance.now();
        const r = await forkRepo(grove, source, `${source}-first`);
        const ms = performance.now() - t0;
        if (r.fork_mode !== 'instant') throw new Error(`first fork of ${source}: fork_mode ${r.fork_mode}`);
        const settled = await settle(grove);
        return { ms: Number(ms.toFixed(1)), background_ms: Number(settled.toFixed(0)), materialization: r.blob_materialization };
      };
      const firstLarge = await firstFork('large');
      const firstTiny = await firstFork('tiny');
      console.log(`   first fork (creates the network): large ${firstLarge.ms} ms (+${firstLarge.background_ms} ms background), tiny ${firstTiny.ms} ms`);

      const background: number[] = [];
      const modes = new Set<string>();
      const materialization = { large: new Set<string>(), tiny: new Set<string>() };
      let sharedLarge = 0;
      let lastLarge: string | null = null;
      let afterLarge = false;
      const variant = (source: 'large' | 'tiny') => ({
        async prepare() {
          const waited = await settle(grove);
          if (afterLarge) background.push(waited);
          afterLarge = false;
        },
        async run() {
          const r = await forkRepo(grove, source, `${source}-fork-${++n}`);
          modes.add(r.fork_mode ?? 'missing');
          if (r.blob_materialization) materialization[source].add(r.blob_materialization);
          if (source === 'large') {
            sharedLarge = r.shared_blobs ?? 0;
            lastLarge = r.id;
            afterLarge = true;
          }
        },
      });
      const samples = await interleave({ grove: variant('large'), peer: variant('tiny') }, { warmup: 2, runs: rounds ?? 20 });
      await settle(grove);
      if (modes.size !== 1 || !modes.has('instant')) throw new Error(`fork_mode seen: ${[...modes].join(', ')}`);
      // the last large fork reads the corpus's history through its pool
      const forkDir = repoPath(grove.dataDir, lastLarge!);
      const tip = await gitText(['-C', forkDir, 'rev-parse', `refs/heads/${c.defaultBranch}`]);
      const want = await gitText(['-C', large.dir, 'rev-parse', `refs/heads/${c.defaultBranch}`]);
      await git(['-C', forkDir, 'cat-file', '-e', `${tip}^{tree}`]);
      if (tip !== want) throw new Error(`the fork's ${c.defaultBranch} is ${tip}, the source's ${want}`);
      const bg = background.length > 0 ? median(background) : 0;
      return timedResult('fork-instant', samples.grove, samples.peer, {
        large_objects: largeCounts.objects,
        tiny_objects: tinyCounts.objects,
        first_fork_large_ms: firstLarge.ms,
        first_fork_tiny_ms: firstTiny.ms,
        first_fork_large_background_ms: firstLarge.background_ms,
        blob_materialization: { large: [...materialization.large], tiny: [...materialization.tiny] },
        shared_blobs_large: sharedLarge,
        forks: n,
        large_fork_background_ms_median: Number(bg.toFixed(0)),
        load_average: loadAverages(os.loadavg()),
      });
    } finally {
      await grove.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
