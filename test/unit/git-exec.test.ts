import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GitExecError, gitEnv, gitOk, runGit } from '../../src/git/exec.js';
import { gitSync } from '../helpers/git-client.js';

describe('git exec', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'grove-git-exec-'));
    gitSync(['init', '-q', '--bare', dir]);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('runs git with argv and collects stdout as a Buffer', async () => {
    const res = await runGit(['hash-object', '--stdin'], { input: 'hello\n' });
    assert.equal(res.code, 0);
    assert.ok(Buffer.isBuffer(res.stdout));
    assert.equal(res.stdout.toString().trim(), 'ce013625030ba8dba906f756967f9e9ca394464a');
  });

  test('non-zero exit is returned, gitOk turns it into GitExecError', async () => {
    const res = await runGit(['rev-parse', '--verify', 'nope'], { gitDir: dir });
    assert.notEqual(res.code, 0);
    await assert.rejects(gitOk(['rev-parse', '--verify', 'nope'], { gitDir: dir }), (err: unknown) => {
      assert.ok(err instanceof GitExecError);
      assert.ok(err.stderr.length > 0);
      return true;
    });
  });

  test('arguments are never interpreted by a shell', async () => {
    const res = await runGit(['hash-object', '--stdin', '--path', '$(touch /tmp/x); `id`'], { input: 'x' });
    assert.equal(res.code, 0);
  });

  test('environment is scrubbed: no user config, no inherited GIT_* variables', async () => {
    const env = gitEnv({ gitDir: '/repo', env: { GIT_PROTOCOL: 'version=2' } });
    assert.equal(env.GIT_TERMINAL_PROMPT, '0');
    assert.equal(env.GIT_CONFIG_NOSYSTEM, '1');
    assert.equal(env.GIT_CONFIG_GLOBAL, '/dev/null');
    assert.equal(env.GIT_DIR, '/repo');
    assert.equal(env.GIT_PROTOCOL, 'version=2');
    process.env.GIT_CONFIG_PARAMETERS = "'user.name'='Leaked'";
    try {
      const res = await runGit(['config', '--get', 'user.name'], { gitDir: dir });
      assert.equal(res.stdout.toString(), '');
    } finally {
      delete process.env.GIT_CONFIG_PARAMETERS;
    }
  });

  test('timeout kills and rejects promptly', async () => {
    const t0 = Date.now();
    await assert.rejects(runGit(['-c', 'alias.slow=!sleep 1', 'slow'], { timeoutMs: 100 }), /timed out/);
    assert.ok(Date.now() - t0 < 800);
  });

  test('stdout cap', async () => {
    const big = 'x'.repeat(100_000);
    const oid = (await gitOk(['hash-object', '-w', '--stdin'], { gitDir: dir, input: big })).toString().trim();
    await assert.rejects(runGit(['cat-file', 'blob', oid], { gitDir: dir, maxStdoutBytes: 1000 }), /exceeds/);
    const ok = await gitOk(['cat-file', 'blob', oid], { gitDir: dir });
    assert.equal(ok.length, big.length);
  });

  test('missing working directory rejects', async () => {
    await assert.rejects(runGit(['version'], { cwd: path.join(dir, 'nope') }));
  });
});
