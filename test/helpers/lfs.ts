// Large-file storage in tests: a Grove whose public URL is its real address (git-lfs follows the transfer
// addresses Grove hands out), optionally with an S3-compatible store (s3rver on 127.0.0.1), and the real git-lfs
// client with a global config of its own (the clean git environment reads none).
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { gitClient, type GitRun } from './git-client.js';
import { startTestGrove, type TestGrove, type TestGroveOptions } from './grove.js';

export type LfsBackend = 'disk' | 's3';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface S3Server {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on an ephemeral port of 127.0.0.1 with one bucket; its default credentials are S3RVER/S3RVER. */
export async function startS3(): Promise<S3Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-s3-'));
  const bucket = 'grove-lfs';
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 's3rver-process.mjs'), dir, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH },
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  while (!out.includes('\n')) {
    const [chunk] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => [null])])) as [string | null];
    if (chunk === null) throw new Error('s3rver did not start');
    out += chunk;
  }
  const { port } = JSON.parse(out) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      GROVE_LFS_S3_BUCKET: bucket,
      GROVE_LFS_S3_ENDPOINT: endpoint,
      GROVE_LFS_S3_ACCESS_KEY_ID: 'S3RVER',
      GROVE_LFS_S3_SECRET_ACCESS_KEY: 'S3RVER',
      GROVE_LFS_S3_PREFIX: 'lfs/',
    },
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LfsGrove extends TestGrove {
  port: number;
  base: string;
  work: string;
  s3: S3Server | null;
}

/** A Grove listening on 127.0.0.1 with GROVE_PUBLIC_URL set to that address, on the given large-file store. */
export async function startLfsGrove(backend: LfsBackend, options: TestGroveOptions = {}): Promise<LfsGrove> {
  const s3 = backend === 's3' ? await startS3() : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await startTestGrove({ ...options, env: { GROVE_PUBLIC_URL: base, ...(s3?.env ?? {}), ...options.env } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const work = mkdtempSync(path.join(os.tmpdir(), 'grove-lfs-'));
  return {
    ...t,
    port,
    base,
    work,
    s3,
    async close() {
      await t.close();
      await s3?.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The git CLI with git-lfs as a user has it: `git lfs install` into a global config under `home` (the clean
 * environment otherwise reads no global config).
 */
export async function lfsClient(home: string) {
  mkdirSync(home, { recursive: true });
  const config = path.join(home, '.gitconfig');
  const git = gitClient(home);
  const env = { GIT_CONFIG_GLOBAL: config, GIT_TERMINAL_PROMPT: '0', GIT_LFS_SKIP_PUSH_LOCK_VERIFY: undefined };
  const run = (args: string[], cwd: string = home): Promise<GitRun> => git.run(args, { cwd, env });
  const ok = async (args: string[], cwd: string = home): Promise<string> => {
    const res = await run(args, cwd);
    if (res.code !== 0) throw new Error(`git ${args.join(' ')} failed (${res.code}):\n${res.stdout}\n${res.stderr}`);
    return res.stdout.trim();
  };
  await ok(['lfs', 'install', '--skip-repo']);
  await ok(['config', '--global', 'user.name', 'Dev']);
  return { run, ok };
}

/** `http://<org>:<secret>@127.0.0.1:<port>/<org>/<slug>.git` */
export function lfsRemote(t: LfsGrove, slug: string, secret: string = t.key): string {
  return `http://${t.org}:${secret}@127.0.0.1:${t.port}/${t.org}/${slug}.git`;
}
