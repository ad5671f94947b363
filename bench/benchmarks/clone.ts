import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GIT_ENV, git, gitText } from '../lib/exec.js';
import { cgiPeer, corpusFixture, requireSmartHttp } from '../lib/fixture.js';
import { interleave, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/**
 * End-to-end `git clone --bare` of the corpus through Grove's smart HTTP, against the same repository directory
 * served by `git http-backend` behind a minimal Node CGI server (bench/peers/cgi-server.mjs).
 */
export const clone: Benchmark = {
  name: 'clone',
  description: 'git clone --bare through Grove ÷ through a Node → git http-backend CGI server (same repo)',
  goal: '≤ 1.05',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    await requireSmartHttp(f);
    const peerUrl = await cgiPeer(f);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-clone-'));
    const tip = await gitText(['-C', f.dir, 'rev-parse', f.branch]);
    const side = (name: string, url: string) => {
      const out = path.join(tmp, `${name}.git`);
      return {
        prepare: async () => rmSync(out, { recursive: true, force: true }),
        run: () => git(['clone', '-q', '--bare', url, out], { env: GIT_ENV }),
        check: async () => {
          const got = await gitText(['-C', out, 'rev-parse', f.branch]);
          if (got !== tip) throw new Error(`${name} clone: ${f.branch} is ${got}, expected ${tip}`);
          return (await gitText(['-C', out, 'for-each-ref', '--format=x'])).split('\n').length;
        },
      };
    };
    try {
      const grove = side('grove', f.gitUrl);
      const peer = side('peer', peerUrl);
      const samples = await interleave({ grove, peer }, { warmup: 1, runs: rounds ?? 5 });
      const [groveRefs, peerRefs] = [await grove.check(), await peer.check()];
      if (groveRefs !== peerRefs) throw new Error(`clones differ: ${groveRefs} refs through Grove, ${peerRefs} through the CGI`);
      return timedResult('clone', samples.grove, samples.peer, { refs: groveRefs, served_objects: f.served.objects, served_pack_mib: Number((f.served.packBytes / 2 ** 20).toFixed(1)) });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
