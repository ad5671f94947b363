// Repositories for the fork / merge / session benchmarks: each of these benchmarks starts its own Grove (forks
// and merges change the repository they work on, so they do not share the corpus fixture of the read benchmarks)
// and fills it the way a user would: `POST /v1/repos {init: false}` then `git push --mirror` over smart HTTP.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { repoPath } from '../../src/git/repo-layout.js';
import { GIT_ENV, git, gitText } from './exec.js';
import { api, request } from './http.js';
import type { GroveServer } from './processes.js';

export interface PushedRepo {
  slug: string;
  repoId: string;
  /** Grove's bare repository directory. */
  dir: string;
  /** Smart-HTTP address with Basic credentials in it. */
  gitUrl: string;
  pushSeconds: number;
}

export function gitUrlOf(grove: GroveServer, slug: string): string {
  const u = new URL(grove.url);
  return `${u.protocol}//${grove.org}:${grove.key}@${u.host}/${grove.org}/${slug}.git`;
}

/** Creates `slug` (init: false) and pushes every ref of `source` into it with `git push --mirror`. */
export async function pushMirror(grove: GroveServer, slug: string, source: string, defaultBranch: string): Promise<PushedRepo> {
  const created = await api<{ id: string }>(`${grove.url}/v1/repos`, grove.key, 'POST', { slug, init: false, default_branch: defaultBranch });
  const repoId = created.json.id;
  const gitUrl = gitUrlOf(grove, slug);
  const started = performance.now();
  await git(['-C', source, 'push', '--quiet', '--no-verify', '--mirror', gitUrl], { env: GIT_ENV });
  const pushSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const dir = repoPath(grove.dataDir, repoId);
  const tip = await gitText(['-C', dir, 'rev-parse', `refs/heads/${defaultBranch}`]);
  const want = await gitText(['-C', source, 'rev-parse', `refs/heads/${defaultBranch}`]);
  if (tip !== want) throw new Error(`push check failed: ${defaultBranch} is ${tip} in Grove, ${want} in ${source}`);
  return { slug, repoId, dir, gitUrl, pushSeconds };
}

export interface ForkResponse {
  id: string;
  fork_mode?: string;
  blob_materialization?: string;
  shared_blobs?: number;
}

/** `POST /v1/repos/:source/fork`; throws unless 201. */
export async function forkRepo(grove: GroveServer, source: string, slug: string, mode?: 'deep'): Promise<ForkResponse> {
  const body = JSON.stringify(mode ? { slug, mode } : { slug });
  const res = await request(`${grove.url}/v1/repos/${source}/fork`, { method: 'POST', headers: { 'x-api-key': grove.key, 'content-type': 'application/json' }, body });
  const text = res.body.toString('utf8');
  if (res.status !== 201) throw new Error(`POST /v1/repos/${source}/fork answered ${res.status}: ${text.slice(0, 400)}`);
  return JSON.parse(text) as ForkResponse;
}

/** Objects and pack size of a repository (its own packs; alternates not counted). */
export async function repoCounts(dir: string): Promise<{ objects: number; packBytes: number }> {
  const counts = await gitText(['-C', dir, 'count-objects', '-v']);
  const n = (k: string) => Number(new RegExp(`${k}: (\\d+)`).exec(counts)?.[1] ?? 0);
  return { objects: n('in-pack') + n('count'), packBytes: n('size-pack') * 1024 };
}

/**
 * A tiny repository made with `git fast-import`: `files` small text files over `commits` commits on `main`.
 * Deterministic (fixed dates), so every run makes the same objects.
 */
export async function makeTinyRepo(dir: string, files = 5, commits = 3): Promise<void> {
  await git(['init', '-q', '--bare', '--initial-branch=main', dir], { env: GIT_ENV });
  const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
  let stream = '';
  for (let c = 0; c < commits; c++) {
    const who = `Bench <bench@example.com> ${1_700_000_000 + c * 3600} +0000`;
    stream += `commit refs/heads/main\ncommitter ${who}\n${data(c === 0 ? 'Initial commit\n' : `Edit ${c}\n`)}`;
    for (let i = 0; i < files; i++) {
      if (c > 0 && i !== c % files) continue;
      stream += `M 100644 inline ${i === 0 ? 'README.md' : `src/file-${i}.ts`}\n${data(`// file ${i}, revision ${c}\nexport const value${i} = ${c};\n`)}`;
    }
    stream += '\n';
  }
  await git(['-C', dir, 'fast-import', '--quiet', '--done'], { env: GIT_ENV, input: `${stream}done\n` });
}

/**
 * Waits (untimed) until Grove has no background job due: its job queue lives in `<dataDir>/grove.db` (SQLite),
 * read here read-only. Jobs scheduled for later (run_after in the future) do not count. Resolves with the time
 * waited in ms; throws after `timeoutMs`.
 */
export async function waitForJobs(dataDir: string, timeoutMs = 120_000, pollMs = 25): Promise<number> {
  const db = new Database(path.join(dataDir, 'grove.db'), { readonly: true, fileMustExist: true });
  const started = performance.now();
  try {
    const due = db.prepare<[number], { n: number }>(
      "SELECT COUNT(*) AS n FROM jobs WHERE state IN ('queued', 'running') AND run_after <= ?",
    );
    for (;;) {
      const { n } = due.get(Date.now())!;
      if (n === 0) return performance.now() - started;
      if (performance.now() - started > timeoutMs) throw new Error(`${n} background job(s) still due after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  } finally {
    db.close();
  }
}

/** `uptime`-style load averages, for the notes. */
export function loadAverages(loadavg: number[]): string {
  return loadavg.map((v) => v.toFixed(2)).join(' ');
}
