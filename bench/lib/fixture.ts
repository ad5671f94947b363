// One Grove server holding the corpus, shared by the corpus benchmarks of a run (importing ~77k objects and
// repacking takes a few seconds; doing it once keeps `npm run bench` short). Benchmarks that write (commit-10)
// work on their own branches and run after the read-only ones.
//
// Both sides are served from the SAME bare repository directory: Grove's own copy of the corpus (imported, then
// maintained by Grove's background maintenance: repacked with bitmaps, refs packed). The peers (`git upload-pack`, `git http-backend` behind cgi-server.mjs) read that
// directory directly, so packs, bitmaps, refs and config are identical.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { inspectRepo, planMaintenance } from '../../src/git/maintenance/index.js';
import { MAINTENANCE_LOCK_FILE } from '../../src/git/maintenance/lock.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { type Corpus, getCorpus } from './corpus.js';
import { GIT_ENV, git, gitText } from './exec.js';
import { api, basicAuth, request } from './http.js';
import { freePort, type GroveServer, startGrove, startPeer } from './processes.js';
import type { BenchOptions } from './types.js';

export interface CorpusFixture {
  grove: GroveServer;
  corpus: Corpus;
  slug: string;
  repoId: string;
  /** Grove's bare repository directory (also what the peers serve). */
  dir: string;
  /** The corpus's default branch. */
  branch: string;
  /** Smart-HTTP address with Basic credentials in it, for git clients. */
  gitUrl: string;
  /** Basic credentials for smart-HTTP requests sent by hand. */
  authorization: string;
  import: { method: 'git push through Grove smart HTTP' | 'git fetch into the repository directory (no receive-pack yet)'; seconds: number; repackSeconds: number };
  served: { packBytes: number; objects: number; refs: number };
}

export class FeatureUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeatureUnavailable';
  }
}

const SLUG = 'corpus';
let fixture: Promise<CorpusFixture> | null = null;
let cgi: Promise<{ base: string; stop(): Promise<void> }> | null = null;

/** GET info/refs for a service: 200 with the service's advertisement type means Grove speaks it. */
async function speaks(f: Pick<CorpusFixture, 'grove' | 'slug' | 'authorization'>, service: 'git-upload-pack' | 'git-receive-pack'): Promise<{ ok: boolean; status: number }> {
  const url = `${f.grove.url}/${f.grove.org}/${f.slug}.git/info/refs?service=${service}`;
  try {
    const res = await request(url, { headers: { authorization: f.authorization } });
    const type = String(res.headers['content-type'] ?? '');
    return { ok: res.status === 200 && type.startsWith(`application/x-${service}-advertisement`), status: res.status };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** Throws FeatureUnavailable("smart HTTP not available …") unless Grove serves git-upload-pack for the corpus. */
export async function requireSmartHttp(f: CorpusFixture): Promise<void> {
  const { ok, status } = await speaks(f, 'git-upload-pack');
  if (!ok) {
    throw new FeatureUnavailable(
      `smart HTTP not available: GET /${f.grove.org}/${f.slug}.git/info/refs?service=git-upload-pack answered ${status || 'nothing'} (needs Grove's git smart-HTTP)`,
    );
  }
}

async function create(options: BenchOptions): Promise<CorpusFixture> {
  const corpus = await getCorpus(options.corpus);
  const s = corpus.stats;
  console.log(`   corpus: ${corpus.label}: ${s.files} files, ${s.commits} commits (${s.commitsAll} in all), ${s.objects} objects, ${s.heads} heads, ${s.tags} tags`);
  const grove = await startGrove();
  try {
    const created = await api<{ id: string }>(`${grove.url}/v1/repos`, grove.key, 'POST', { slug: SLUG, init: false, default_branch: corpus.defaultBranch });
    const repoId = created.json.id;
    const dir = repoPath(grove.dataDir, repoId);
    const authorization = basicAuth(grove.org, grove.key);
    const u = new URL(grove.url);
    const gitUrl = `${u.protocol}//${grove.org}:${grove.key}@${u.host}/${grove.org}/${SLUG}.git`;
    const base = { grove, slug: SLUG, authorization };

    const started = performance.now();
    let method: CorpusFixture['import']['method'] = 'git push through Grove smart HTTP';
    const refspecs = ['+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'];
    const receive = await speaks(base, 'git-receive-pack');
    let pushed = false;
    if (receive.ok) {
      try {
        await git(['-C', corpus.dir, 'push', '--quiet', '--no-verify', gitUrl, ...refspecs], { env: GIT_ENV });
        pushed = true;
      } catch (err) {
        console.log(`   WARNING: git push to Grove failed, copying objects instead: ${(err as Error).message.slice(0, 400)}`);
      }
    }
    if (!pushed) {
      method = 'git fetch into the repository directory (no receive-pack yet)';
      await git(['-C', dir, 'fetch', '--quiet', '--no-write-fetch-head', corpus.dir, ...refspecs], { env: GIT_ENV });
    }
    const imported = performance.now();
    await servedState(dir);
    const repacked = performance.now();

    const counts = await gitText(['-C', dir, 'count-objects', '-v']);
    const refs = (await gitText(['-C', dir, 'for-each-ref', '--format=x'])).split('\n').filter(Boolean).length;
    const served = {
      packBytes: Number(/size-pack: (\d+)/.exec(counts)?.[1] ?? 0) * 1024,
      objects: Number(/in-pack: (\d+)/.exec(counts)?.[1] ?? 0),
      refs,
    };
    const tip = await gitText(['-C', dir, 'rev-parse', corpus.defaultBranch]);
    const want = await gitText(['-C', corpus.dir, 'rev-parse', corpus.defaultBranch]);
    if (tip !== want) throw new Error(`import check failed: ${corpus.defaultBranch} is ${tip} in Grove, ${want} in the corpus`);
    const f: CorpusFixture = {
      ...base,
      corpus,
      repoId,
      dir,
      branch: corpus.defaultBranch,
      gitUrl,
      import: { method, seconds: Number(((imported - started) / 1000).toFixed(1)), repackSeconds: Number(((repacked - imported) / 1000).toFixed(1)) },
      served,
    };
    console.log(`   imported into Grove by ${method} in ${f.import.seconds} s, maintained by Grove (bitmaps, packed refs) within ${f.import.repackSeconds} s: ${served.objects} objects, ${(served.packBytes / 2 ** 20).toFixed(1)} MiB, ${refs} refs`);
    return f;
  } catch (err) {
    await grove.stop();
    throw err;
  }
}

/**
 * Waits for Grove's own background maintenance to finish with the imported repository (the first big push
 * makes a full repack with bitmaps due, and its loose refs get packed), as a served repository would be.
 * If it has not within two minutes, does the same work by hand and says so.
 */
async function servedState(dir: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  const lock = path.join(dir, MAINTENANCE_LOCK_FILE);
  for (;;) {
    const state = await inspectRepo(dir);
    if (state.hasBitmap && !existsSync(lock) && planMaintenance(state).mode === null) return;
    if (performance.now() > deadline) break;
    await sleep(100);
  }
  console.log("   WARNING: Grove's maintenance did not finish within 2 minutes; repacking and packing refs by hand");
  await git(['-C', dir, 'repack', '-q', '-a', '-d', '--write-bitmap-index'], { env: GIT_ENV });
  await git(['-C', dir, 'pack-refs', '--all'], { env: GIT_ENV });
}

/** The shared Grove + corpus repository (created on first use). */
export function corpusFixture(options: BenchOptions): Promise<CorpusFixture> {
  fixture ??= create(options);
  return fixture;
}

/** The shared CGI peer serving the fixture's directory (Basic auth with Grove's credentials); returns the repository's address there, credentials included. */
export async function cgiPeer(f: CorpusFixture): Promise<string> {
  cgi ??= (async () => {
    const port = await freePort();
    // the same credentials as Grove's, checked in front of the CGI: both sides see the same exchanges
    const peer = await startPeer('cgi-server.mjs', [String(port), path.dirname(f.dir), f.authorization]);
    return { base: `http://${f.grove.org}:${f.grove.key}@127.0.0.1:${port}`, stop: () => peer.stop() };
  })();
  return `${(await cgi).base}/${path.basename(f.dir)}`;
}

let replay: Promise<{ base: string; stop(): Promise<void> }> | null = null;

/**
 * A replay of Grove's own answers from a bare node:http server (bench/peers/replay-server.mjs): the first request
 * of each kind is relayed to Grove, later ones are answered from memory. Its timings are the client's floor.
 */
export async function replayPeer(f: CorpusFixture): Promise<string> {
  replay ??= (async () => {
    const port = await freePort();
    const peer = await startPeer('replay-server.mjs', [String(port), new URL(f.grove.url).port]);
    return { base: `http://${f.grove.org}:${f.grove.key}@127.0.0.1:${port}`, stop: () => peer.stop() };
  })();
  return `${(await replay).base}/${f.grove.org}/${f.slug}.git`;
}

export async function closeFixtures(): Promise<void> {
  const r = replay;
  replay = null;
  if (r) await (await r).stop().catch(() => {});
  const c = cgi;
  const f = fixture;
  cgi = null;
  fixture = null;
  if (c) await (await c).stop().catch(() => {});
  if (f) await (await f.catch(() => null))?.grove.stop();
}
