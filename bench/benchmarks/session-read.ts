import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { permissionOn } from '../../src/domain/access.js';
import type { Principal, Repo } from '../../src/domain/types.js';
import { hashKey } from '../../src/infra/keys.js';
import { git, gitText } from '../lib/exec.js';
import { loadAverages, makeTinyRepo, pushMirror } from '../lib/grove-repos.js';
import { api, request } from '../lib/http.js';
import { compareLoad, load, median } from '../lib/load.js';
import { startGrove } from '../lib/processes.js';
import type { Benchmark } from '../lib/types.js';

let sink = 0;
const isPromise = (v: unknown): boolean => v instanceof Promise;

/** Median and best of the timed passes, ns per call. */
interface NsPerOp {
  p50: number;
  min: number;
}

function summarize(times: number[]): NsPerOp {
  return { p50: Number(median(times).toFixed(1)), min: Number(Math.min(...times).toFixed(1)) };
}

/** ns per call of a synchronous `fn`: `reps` timed passes of `iterations` calls, after a warmup pass. */
function nsPerOp(fn: (i: number) => unknown, iterations = 1_000_000, reps = 5): NsPerOp {
  if (isPromise(fn(0))) throw new Error('nsPerOp: the function returned a promise');
  const pass = () => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) if (fn(i)) sink++;
    return Number(process.hrtime.bigint() - start) / iterations;
  };
  pass();
  const times: number[] = [];
  for (let r = 0; r < reps; r++) times.push(pass());
  return summarize(times);
}

/** Same for an async function (awaits every call). */
async function nsPerOpAsync(fn: () => Promise<unknown>, iterations = 100_000, reps = 5): Promise<NsPerOp> {
  const pass = async () => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) if (await fn()) sink++;
    return Number(process.hrtime.bigint() - start) / iterations;
  };
  await pass();
  const times: number[] = [];
  for (let r = 0; r < reps; r++) times.push(await pass());
  return summarize(times);
}

/**
 * In-process microbenchmarks of the access decision and of the authentication step, on a Grove built in this
 * process (no HTTP, no background work, so the store's change epoch stays put and the key cache stays warm).
 */
async function accessMicrobench(): Promise<Record<string, unknown>> {
  const now = new Date().toISOString();
  const org = { id: 'org_1', slug: 'bench', plan: 'paid' as const, createdAt: now };
  const key = (kind: 'master' | 'token', scopes: Principal['key']['scopes']): Principal['key'] => ({
    id: `key_${kind}`,
    orgId: org.id,
    kind,
    name: null,
    keyPrefix: 'grove_xx_abcdefg',
    scopes,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    createdAt: now,
  });
  const repo = (slug: string, namespace: string | null, visibility: Repo['visibility']): Repo => ({
    id: `repo_${slug}`,
    orgId: org.id,
    namespace,
    slug,
    description: '',
    visibility,
    defaultBranch: 'main',
    isTemplate: false,
    autoIndex: false,
    forkedFrom: null,
    forkMode: null,
    forkDepth: 0,
    forkRoot: null,
    networkId: null,
    createdAt: now,
    updatedAt: now,
  });
  const master: Principal = { org, key: key('master', null) };
  const scoped: Principal = { org, key: key('token', { 'repos:app': ['read'], 'repos:docs/guide': ['read', 'write'], 'repos:site': ['write'], 'repos:infra': ['read'] }) };
  const wildcard: Principal = { org, key: key('token', { 'repos:*': ['read'] }) };
  const app = repo('app', null, 'private');
  const guide = repo('guide', 'docs', 'private');
  const other = repo('other', null, 'public');
  const cases: [Principal | null, Repo][] = [
    [master, app],
    [scoped, app],
    [scoped, guide],
    [scoped, other],
    [wildcard, guide],
    [null, other],
  ];
  const figures: Record<string, unknown> = {
    permission_master_ns: nsPerOp(() => permissionOn(master, app) === 'master'),
    permission_scoped_hit_ns: nsPerOp(() => permissionOn(scoped, app) === 'read'),
    permission_scoped_namespaced_ns: nsPerOp(() => permissionOn(scoped, guide) === 'write'),
    permission_scoped_miss_public_ns: nsPerOp(() => permissionOn(scoped, other) === 'read'),
    permission_anonymous_public_ns: nsPerOp(() => permissionOn(null, other) === 'read'),
    permission_mix_ns: nsPerOp((i) => {
      const [p, r] = cases[i % cases.length]!;
      return permissionOn(p, r) !== 'none';
    }),
  };

  // the whole per-request authentication step on a built Grove (SQLite, cached key)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-auth-'));
  const grove = await buildGrove(
    loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_LOG_LEVEL: 'silent', GROVE_RATE_LIMIT_PER_MINUTE: '100000000', GROVE_RATE_LIMIT_PER_HOUR: '1000000000' }),
  );
  try {
    const { services } = grove;
    const { secret } = await services.orgs.createOrg('bench', 'paid');
    const principal = (await services.auth.authenticate(secret))!;
    if (!principal) throw new Error('in-process authenticate: the new key was not accepted');
    const repoRow = await services.repos.create(principal, { slug: 'small', init: true });
    const address = { namespace: null, slug: 'small' };
    await services.repos.get(principal, address); // warm the repository cache
    const session = services.sessions.create(principal, secret, {});
    const bucket = `key:${principal.key.id}`;
    // warm every cache once (the writes above moved the store's change epoch), then every step must answer
    // synchronously: a promise in these tight loops would pile up unresolved work
    await services.auth.authenticate(secret);
    await services.sessions.authenticate(session.session_id, secret);
    await services.rateLimits.hit(bucket);
    await services.usage.countApiCall(principal.org);
    const syncPaths = {
      authenticate: !isPromise(services.auth.authenticate(secret)),
      session: !isPromise(services.sessions.authenticate(session.session_id, secret)),
      rate_limit: !isPromise(services.rateLimits.hit(bucket)),
      count_api_call: !isPromise(services.usage.countApiCall(principal.org)),
    };
    if (!Object.values(syncPaths).every(Boolean)) throw new Error(`an authentication step is not synchronous with warm caches: ${JSON.stringify(syncPaths)}`);
    Object.assign(figures, {
      hash_key_sha256_ns: nsPerOp(() => hashKey(secret).length, 100_000),
      // read by every cached lookup (a PRAGMA data_version at most once per ms)
      store_change_epoch_ns: nsPerOp(() => grove.store.changeEpoch(), 100_000),
      auth_authenticate_cached_ns: nsPerOp(() => services.auth.authenticate(secret), 100_000),
      session_authenticate_ns: nsPerOp(() => services.sessions.authenticate(session.session_id, secret), 100_000),
      rate_limit_hit_ns: nsPerOp(() => services.rateLimits.hit(bucket), 100_000),
      count_api_call_ns: nsPerOp(() => services.usage.countApiCall(principal.org) ?? true, 100_000),
      // what the onRequest hook does for a keyed request: authenticate, rate-limit hit, count the call
      auth_step_key_ns: nsPerOp(() => {
        const p = services.auth.authenticate(secret) as Principal;
        services.rateLimits.hit(`key:${p.key.id}`);
        services.usage.countApiCall(p.org);
        return p;
      }, 100_000),
      auth_step_session_ns: nsPerOp(() => {
        const p = services.sessions.authenticate(session.session_id, secret) as Principal;
        services.rateLimits.hit(`key:${p.key.id}`);
        services.usage.countApiCall(p.org);
        return p;
      }, 100_000),
      // the repository gate: lookup plus permission check, as every repository route does (async)
      repos_resolve_cached_ns: await nsPerOpAsync(() => services.repos.get(principal, address)),
      resolved_repo: repoRow.slug,
    });
  } finally {
    await grove.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * `GET /v1/repos/:slug/blob/main/<path>` of a small blob with `x-api-key`, with `X-Session-Id` (a session opened with
 * the same key) ÷ without it: autocannon, 50 connections, alternating runs in one Grove. Then in-process figures
 * for the access decision (`permissionOn`) and for the whole authentication step, in ns per call.
 */
export const sessionRead: Benchmark = {
  name: 'session-read',
  description: 'small-blob GET req/s with X-Session-Id ÷ without (same key, 50 connections); plus ns/op of the access decision',
  goal: '> 1 (report either way)',
  async run({ seconds, rounds }) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-session-'));
    const grove = await startGrove();
    try {
      const tinyDir = path.join(tmp, 'tiny.git');
      await makeTinyRepo(tinyDir);
      const repo = await pushMirror(grove, 'small', tinyDir, 'main');
      const file = 'src/file-1.ts';
      const url = `${grove.url}/v1/repos/small/blob/main/${file}`;
      const want = (await git(['-C', repo.dir, 'cat-file', 'blob', `main:${file}`])).stdout.toString('utf8');
      const session = (await api<{ session_id: string }>(`${grove.url}/v1/session`, grove.key, 'POST', {})).json.session_id;
      const withSession = { 'x-api-key': grove.key, 'x-session-id': session };
      const withoutSession = { 'x-api-key': grove.key };
      for (const headers of [withSession, withoutSession]) {
        const res = await request(url, { headers });
        const body = JSON.parse(res.body.toString('utf8')) as { content?: string };
        if (res.status !== 200 || body.content !== want) throw new Error(`GET blob answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
      }
      const blobBytes = Buffer.byteLength(want);
      const runs = await compareLoad(
        rounds ?? 3,
        () => load(url, { seconds, headers: withSession }),
        () => load(url, { seconds, headers: withoutSession }),
      );
      const bad = [...runs.grove, ...runs.peer].reduce((n, r) => n + r.errors + r.non2xx, 0);
      if (bad > 0) throw new Error(`${bad} failed requests during the run`);
      // the session must still be open (an expired or closed session would silently fall back to the key)
      const status = await api<{ closed: boolean; ttlMs: number }>(`${grove.url}/v1/session/${session}/status`, grove.key);
      if (status.json.closed || status.json.ttlMs <= 0) throw new Error(`the session closed during the run: ${JSON.stringify(status.json)}`);
      const g = median(runs.grove.map((r) => r.rps));
      const p = median(runs.peer.map((r) => r.rps));
      const loadAfterHttp = loadAverages(os.loadavg());
      console.log('   in-process microbenchmarks (access decision, authentication step)…');
      const micro = await accessMicrobench();
      const tip = await gitText(['-C', repo.dir, 'rev-parse', 'main']);
      return {
        bench: 'session-read',
        grove: Math.round(g),
        peer: Math.round(p),
        unit: 'req/s',
        ratio: Number((g / p).toFixed(3)),
        notes: {
          blob: `${file} (${blobBytes} B) at ${tip.slice(0, 12)}`,
          session_p50_ms: median(runs.grove.map((r) => r.p50)),
          session_p99_ms: median(runs.grove.map((r) => r.p99)),
          key_only_p50_ms: median(runs.peer.map((r) => r.p50)),
          key_only_p99_ms: median(runs.peer.map((r) => r.p99)),
          session_runs: runs.grove.map((r) => Math.round(r.rps)),
          key_only_runs: runs.peer.map((r) => Math.round(r.rps)),
          load_average_after_http: loadAfterHttp,
          ...micro,
          sink,
        },
      };
    } finally {
      await grove.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
