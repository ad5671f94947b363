import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GIT_ENV, git } from '../lib/exec.js';
import { cgiPeer, corpusFixture, replayPeer, requireSmartHttp } from '../lib/fixture.js';
import { interleave, stats, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/** `git ls-remote` (protocol v2: capabilities, then ls-refs) through Grove ÷ through the http-backend CGI. */
export const lsRemote: Benchmark = {
  name: 'ls-remote',
  description: 'git ls-remote through Grove ÷ through a Node → git http-backend CGI server (same repo)',
  goal: '≤ 0.5',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    await requireSmartHttp(f);
    const peerUrl = await cgiPeer(f);
    // not part of the ratio: Grove's answers replayed by a bare server, i.e. what the git client alone costs
    const floorUrl = await replayPeer(f);
    const outputs: Record<string, string> = {};
    const side = (name: string, url: string) => ({
      async run() {
        outputs[name] = (await git(['ls-remote', url], { env: GIT_ENV })).stdout.toString();
      },
    });
    const samples = await interleave({ grove: side('grove', f.gitUrl), peer: side('peer', peerUrl), floor: side('floor', floorUrl) }, { warmup: 2, runs: rounds ?? 20 });
    if (outputs.grove !== outputs.peer) throw new Error('ls-remote output differs between Grove and the CGI peer');
    if (outputs.floor !== outputs.grove) throw new Error('ls-remote output differs between Grove and its replay');
    const floor = stats(samples.floor).median;
    const peer = stats(samples.peer).median;
    return timedResult('ls-remote', samples.grove, samples.peer, {
      refs_listed: (outputs.grove ?? '').split('\n').filter(Boolean).length,
      client_floor_ms: Number(floor.toFixed(2)),
      // the best ratio any server could reach in this run: the client's own time over the peer's
      floor_ratio: Number((floor / peer).toFixed(3)),
    });
  },
};

/**
 * A fetch that finds nothing new (every head and tag already up to date) through Grove ÷ through the CGI. Each side
 * has its own client repository, a local bare clone of the served repository with `origin` set to that side.
 */
export const noopFetch: Benchmark = {
  name: 'noop-fetch',
  description: 'no-op git fetch (all heads and tags up to date) through Grove ÷ through the http-backend CGI',
  goal: '≤ 1.0',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    await requireSmartHttp(f);
    const peerUrl = await cgiPeer(f);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-fetch-'));
    try {
      const side = async (name: string, url: string) => {
        const client = path.join(tmp, `${name}.git`);
        await git(['clone', '-q', '--bare', '--local', f.dir, client], { env: GIT_ENV });
        await git(['-C', client, 'remote', 'set-url', 'origin', url], { env: GIT_ENV });
        return {
          async run() {
            // not -q: an update would be reported on stderr ("old..new  main -> main")
            const r = await git(['-C', client, 'fetch', 'origin', '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'], { env: GIT_ENV, stdout: 'ignore' });
            if (r.stderr.includes('->')) throw new Error(`${name}: the fetch was not a no-op: ${r.stderr.slice(0, 300)}`);
          },
        };
      };
      const samples = await interleave({ grove: await side('grove', f.gitUrl), peer: await side('peer', peerUrl) }, { warmup: 2, runs: rounds ?? 20 });
      return timedResult('noop-fetch', samples.grove, samples.peer);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
