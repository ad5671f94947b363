import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { run } from '../lib/exec.js';
import { api, basicAuth, request } from '../lib/http.js';
import { type GroveServer, startGrove } from '../lib/processes.js';
import { interleave, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/**
 * A 100 MB large-file object through Grove's disk store, against `cp` of the same file on the same disk:
 *  - lfs-upload: PUT to the presigned upload address (Grove hashes it, writes a temporary file, fsyncs, renames)
 *    ÷ `cp <file> <new file>`;
 *  - lfs-download: GET of the presigned download address into a file ÷ `cp <stored object> <new file>`.
 * The client streams from and to files, as git-lfs does; the batch call that hands out the addresses is not
 * timed (one small JSON request per object).
 */
const SIZE = 100 * 1024 * 1024;

interface LfsFixture {
  grove: GroveServer;
  tmp: string;
  source: string;
  upload: string;
  download: string;
  stored: string;
}

let shared: Promise<LfsFixture> | null = null;

function lfsFixture(): Promise<LfsFixture> {
  shared ??= (async () => {
    const grove = await startGrove();
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-lfs-'));
    const data = randomBytes(SIZE);
    const oid = createHash('sha256').update(data).digest('hex');
    const source = path.join(tmp, 'object.bin');
    writeFileSync(source, data);
    const { json: repo } = await api<{ id: string }>(`${grove.url}/v1/repos`, grove.key, 'POST', { slug: 'media' });
    const batch = async (operation: string) => {
      const res = await request(`${grove.url}/${grove.org}/media.git/info/lfs/objects/batch`, {
        method: 'POST',
        headers: { authorization: basicAuth(grove.org, grove.key), 'content-type': 'application/vnd.git-lfs+json' },
        body: JSON.stringify({ operation, objects: [{ oid, size: SIZE }] }),
      });
      const object = (JSON.parse(res.body.toString('utf8')) as { objects: { actions: Record<string, { href: string }> }[] }).objects[0]!;
      return object.actions;
    };
    const actions = await batch('upload');
    await put(actions.upload!.href, source);
    const verify = await request(actions.verify!.href, {
      method: 'POST',
      headers: { authorization: basicAuth(grove.org, grove.key), 'content-type': 'application/vnd.git-lfs+json' },
      body: JSON.stringify({ oid, size: SIZE }),
    });
    if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`);
    const download = (await batch('download')).download!.href;
    const stored = path.join(grove.dataDir, 'lfs', 'objects', repo.id, oid.slice(0, 2), oid.slice(2, 4), oid);
    if (statSync(stored).size !== SIZE) throw new Error('the stored object has the wrong size');
    return { grove, tmp, source, upload: actions.upload!.href, download, stored };
  })();
  return shared;
}

/** PUT a file's bytes, streamed; resolves when Grove has answered 200. */
function put(href: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(href, { method: 'PUT', headers: { 'content-length': String(statSync(file).size) } }, (res) => {
      res.resume();
      res.once('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`upload answered ${res.statusCode}`))));
    });
    req.once('error', reject);
    createReadStream(file).pipe(req);
  });
}

/** GET into a file, streamed. */
function get(href: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(href, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`download answered ${res.statusCode}`));
        pipeline(res, createWriteStream(file)).then(resolve, reject);
      })
      .once('error', reject);
  });
}

function transferBench(direction: 'upload' | 'download'): Benchmark {
  return {
    name: `lfs-${direction}`,
    description: `100 MB LFS ${direction} through Grove's disk store ÷ cp of the same file`,
    goal: '≤ 2',
    async run({ rounds }) {
      const f = await lfsFixture();
      const out = path.join(f.tmp, 'out.bin');
      const clear = async () => rmSync(out, { force: true });
      const grove = direction === 'upload' ? { prepare: clear, run: () => put(f.upload, f.source) } : { prepare: clear, run: () => get(f.download, out) };
      const from = direction === 'upload' ? f.source : f.stored;
      const peer = { prepare: clear, run: () => run('cp', [from, out]) };
      const samples = await interleave({ grove, peer }, { warmup: 1, runs: rounds ?? 5 });
      const mibps = (ms: number[]) => Number((SIZE / 2 ** 20 / ([...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]! / 1000)).toFixed(0));
      return timedResult(`lfs-${direction}`, samples.grove, samples.peer, { bytes: SIZE, grove_mib_per_s: mibps(samples.grove), cp_mib_per_s: mibps(samples.peer) });
    },
  };
}

export const lfsUpload = transferBench('upload');
export const lfsDownload = transferBench('download');

export async function closeLfsFixture(): Promise<void> {
  if (!shared) return;
  const f = await shared;
  shared = null;
  await f.grove.stop();
  rmSync(f.tmp, { recursive: true, force: true });
}
