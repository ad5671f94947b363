import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { runCli, startServerProcess } from '../helpers/server-process.js';

describe('grove as a process on a real socket', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-first-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('first start creates organization default and prints its master key once; restart does not', async () => {
    const server = await startServerProcess({}, dataDir);
    let key: string;
    try {
      const match = /First start: created organization 'default'[\s\S]*?\n\s+(grove_mk_\S+)/.exec(server.output());
      assert.ok(match, `no key printed:\n${server.output()}`);
      key = match[1]!;
      const res = await fetch(`${server.url}/v1/repos`, { headers: { 'x-api-key': key } });
      assert.equal(res.status, 200);
      assert.ok(res.headers.get('x-request-id'));
      assert.equal(res.headers.get('x-ratelimit-limit'), '600');
      const created = await fetch(`${server.url}/v1/repos`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'first' }),
      });
      assert.equal(created.status, 201);
      assert.match(((await created.json()) as { git_url: string }).git_url, /\/default\/first\.git$/);
    } finally {
      await server.stop();
    }
    const again = await startServerProcess({}, dataDir);
    try {
      assert.doesNotMatch(again.output(), /First start/);
      const res = await fetch(`${again.url}/v1/repos/first`, { headers: { 'x-api-key': key } });
      assert.equal(res.status, 200, 'data and key survive a restart');
    } finally {
      await again.stop();
    }
  });

  test('CLI: org create, key create/list/revoke; a revoked key is refused by the running server at once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-cli-'));
    const env = { GROVE_DATA_DIR: dir };
    try {
      const org = runCli(['org', 'create', 'acme', '--plan', 'paid', '--json'], env);
      assert.equal(org.code, 0, org.stderr);
      const created = JSON.parse(org.stdout) as { org: { slug: string; plan: string }; key: { id: string; key: string; key_prefix: string } };
      assert.equal(created.org.slug, 'acme');
      assert.equal(created.org.plan, 'paid');
      assert.match(created.key.key, /^grove_mk_/);
      assert.ok(created.key.key.startsWith(created.key.key_prefix));
      assert.equal(runCli(['org', 'create', 'acme'], env).code, 1, 'duplicate organization');
      assert.equal(runCli(['org', 'create', 'Bad--Slug'], env).code, 1);

      const second = JSON.parse(runCli(['key', 'create', '--org', 'acme', '--json'], env).stdout) as { key: { id: string; key: string } };
      const list = JSON.parse(runCli(['key', 'list', '--org', 'acme', '--json'], env).stdout) as { keys: { id: string; key_prefix: string }[] };
      assert.equal(list.keys.length, 2);
      assert.ok(!JSON.stringify(list).includes(second.key.key), 'listing never shows a key');

      const server = await startServerProcess(env, dir);
      try {
        const headers = { 'x-api-key': second.key.key };
        assert.equal((await fetch(`${server.url}/v1/repos`, { headers })).status, 200);
        assert.equal(runCli(['key', 'revoke', second.key.id], env).code, 0);
        assert.equal((await fetch(`${server.url}/v1/repos`, { headers })).status, 401);
        assert.equal((await fetch(`${server.url}/v1/repos`, { headers: { 'x-api-key': created.key.key } })).status, 200);
        assert.equal(runCli(['key', 'revoke', second.key.id], env).code, 1, 'already revoked');
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bad configuration fails fast with the variable named', () => {
    const result = runCli(['serve'], { GROVE_PORT: 'eighty' });
    assert.equal(result.code, 78);
    assert.match(result.stderr, /GROVE_PORT must be an integer/);
    const pg = runCli(['serve'], { GROVE_DATABASE_URL: 'mysql://x' });
    assert.match(pg.stderr, /GROVE_DATABASE_URL must use postgres/);
  });

  test('an unreachable Redis stops the start (a node that cannot hear the others would serve stale watches)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-noredis-'));
    try {
      const result = runCli(['serve'], { GROVE_DATA_DIR: dir, GROVE_PORT: '0', GROVE_REDIS_URL: 'redis://127.0.0.1:1' });
      assert.equal(result.code, 78, result.stderr);
      assert.match(result.stderr, /GROVE_REDIS_URL: Redis is not reachable/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
