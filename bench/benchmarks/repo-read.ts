import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareLoad, load, median } from '../lib/load.js';
import { freePort, startGrove, startPeer } from '../lib/processes.js';
import type { Benchmark } from '../lib/types.js';

/** GET /v1/repos/:slug with authentication and rate limiting on, against node:http sending the same JSON. */
export const repoRead: Benchmark = {
  name: 'repo-read',
  description: 'GET /v1/repos/:slug req/s (auth + rate limit on) ÷ bare node:http returning the same JSON',
  goal: '≥ 0.5',
  async run({ seconds, rounds }) {
    const grove = await startGrove();
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-peer-'));
    try {
      const headers = { 'x-api-key': grove.key, 'content-type': 'application/json' };
      const created = await fetch(`${grove.url}/v1/repos`, { method: 'POST', headers, body: JSON.stringify({ slug: 'bench-repo', description: 'benchmark' }) });
      if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
      const url = `${grove.url}/v1/repos/bench-repo`;
      const body = await (await fetch(url, { headers: { 'x-api-key': grove.key } })).text();
      writeFileSync(path.join(tmp, 'body.json'), body);
      const peerPort = await freePort();
      const peer = await startPeer('static-json.mjs', [String(peerPort), path.join(tmp, 'body.json')]);
      try {
        const runs = await compareLoad(
          rounds ?? 3,
          () => load(url, { seconds, headers: { 'x-api-key': grove.key } }),
          () => load(`http://127.0.0.1:${peerPort}/`, { seconds }),
        );
        const bad = runs.grove.reduce((n, r) => n + r.errors + r.non2xx, 0);
        if (bad > 0) throw new Error(`${bad} failed Grove requests during the run`);
        const g = median(runs.grove.map((r) => r.rps));
        const p = median(runs.peer.map((r) => r.rps));
        return {
          bench: 'repo-read',
          grove: Math.round(g),
          peer: Math.round(p),
          unit: 'req/s',
          ratio: Number((g / p).toFixed(3)),
          notes: {
            body_bytes: body.length,
            grove_p50_ms: median(runs.grove.map((r) => r.p50)),
            grove_p99_ms: median(runs.grove.map((r) => r.p99)),
            peer_p99_ms: median(runs.peer.map((r) => r.p99)),
            grove_runs: runs.grove.map((r) => Math.round(r.rps)),
            peer_runs: runs.peer.map((r) => Math.round(r.rps)),
          },
        };
      } finally {
        await peer.stop();
      }
    } finally {
      await grove.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
