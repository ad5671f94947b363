import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../lib/exec.js';
import { corpusFixture, FeatureUnavailable } from '../lib/fixture.js';
import { fileNearSize, listFiles } from '../lib/files.js';
import { request } from '../lib/http.js';
import { compareLoad, load, median } from '../lib/load.js';
import { freePort, startPeer } from '../lib/processes.js';
import type { Benchmark } from '../lib/types.js';

/**
 * GET /v1/repos/:slug/blob/<branch>/<path> of a ~1 KB file in the large corpus, with authentication and rate
 * limiting on, against a bare node:http server answering the very same JSON bytes (bench/peers/static-json.mjs).
 */
export const blobRead: Benchmark = {
  name: 'blob-read',
  description: '1 KB blob read by path, req/s at 50 connections (auth + rate limit on) ÷ bare node:http returning the same JSON',
  goal: '≥ 0.5',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const file = fileNearSize(await listFiles(f.dir, f.branch), 1024);
    const url = `${f.grove.url}/v1/repos/${f.slug}/blob/${encodeURIComponent(f.branch)}/${file.path.split('/').map(encodeURIComponent).join('/')}`;
    const headers = { 'x-api-key': f.grove.key };
    const first = await request(url, { headers });
    const text = first.body.toString('utf8');
    if (first.status === 404) throw new FeatureUnavailable(`blob read not available: GET ${new URL(url).pathname} answered 404: ${text.slice(0, 200)}`);
    if (first.status !== 200) throw new Error(`GET blob answered ${first.status}: ${text.slice(0, 300)}`);
    const blob = JSON.parse(text) as { content?: string; sha?: string; size?: number };
    const want = (await git(['-C', f.dir, 'cat-file', 'blob', file.oid])).stdout.toString('utf8');
    if (blob.content !== want || blob.sha !== file.oid) throw new Error(`GET blob returned other content (sha ${blob.sha}, expected ${file.oid})`);

    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-blob-'));
    const bodyFile = path.join(tmp, 'body.json');
    writeFileSync(bodyFile, first.body);
    const peerPort = await freePort();
    const peer = await startPeer('static-json.mjs', [String(peerPort), bodyFile]);
    try {
      const runs = await compareLoad(
        rounds ?? 3,
        () => load(url, { seconds, headers }),
        () => load(`http://127.0.0.1:${peerPort}/`, { seconds }),
      );
      const bad = runs.grove.reduce((n, r) => n + r.errors + r.non2xx, 0);
      if (bad > 0) throw new Error(`${bad} failed Grove requests during the run`);
      const g = median(runs.grove.map((r) => r.rps));
      const p = median(runs.peer.map((r) => r.rps));
      return {
        bench: 'blob-read',
        grove: Math.round(g),
        peer: Math.round(p),
        unit: 'req/s',
        ratio: Number((g / p).toFixed(3)),
        notes: {
          path: file.path,
          blob_bytes: file.size,
          body_bytes: first.body.length,
          grove_p50_ms: median(runs.grove.map((r) => r.p50)),
          grove_p99_ms: median(runs.grove.map((r) => r.p99)),
          peer_p99_ms: median(runs.peer.map((r) => r.p99)),
          grove_runs: runs.grove.map((r) => Math.round(r.rps)),
          peer_runs: runs.peer.map((r) => Math.round(r.rps)),
        },
      };
    } finally {
      await peer.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
