import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { runCli } from '../helpers/server-process.js';

describe('the grove CLI never acts on a database by accident', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-cli-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('no arguments prints help (exit 0) and creates nothing', () => {
    const dataDir = path.join(root, 'untouched');
    const result = runCli([], { GROVE_DATA_DIR: dataDir });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Usage: grove <command>/);
    assert.match(result.stdout, /serve\s+start the server/);
    assert.match(result.stdout, /org\s/);
    assert.equal(existsSync(dataDir), false, 'no data dir, no grove.db');
  });

  test('an unknown command prints usage (exit 2) and creates nothing', () => {
    const dataDir = path.join(root, 'untouched');
    for (const args of [['frobnicate'], ['org', 'destroy', 'x'], ['org']]) {
      const result = runCli(args, { GROVE_DATA_DIR: dataDir });
      assert.equal(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, /Usage: grove/);
      assert.equal(result.stdout, '');
    }
    assert.match(runCli(['frobnicate'], { GROVE_DATA_DIR: dataDir }).stderr, /unknown command 'frobnicate'/);
    assert.equal(existsSync(dataDir), false);
  });

  test('commands that read a data dir refuse one without a database, naming it', () => {
    const dataDir = path.join(root, 'wrong-place');
    for (const args of [['org', 'list'], ['key', 'list'], ['org', 'set-plan', 'default', 'free'], ['key', 'revoke', 'key_x']]) {
      const result = runCli(args, { GROVE_DATA_DIR: dataDir });
      assert.equal(result.code, 1, args.join(' '));
      assert.match(result.stderr, new RegExp(`no Grove database in ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    assert.equal(existsSync(dataDir), false);
  });

  test('org create, org list, set-plan and key list: text by default, --json on request, the data dir on stderr', () => {
    const dataDir = path.join(root, 'data');
    const env = { GROVE_DATA_DIR: dataDir };

    const created = runCli(['org', 'create', 'acme'], env);
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /^grove_mk_\S+\n$/, 'stdout is the key alone, so $(grove org create …) captures it');
    assert.match(created.stderr, new RegExp(`creating a new database in data dir ${dataDir}`));
    assert.match(created.stderr, /Created organization 'acme' on plan 'unlimited'/, 'a self-hosted default is unlimited');

    const free = runCli(['org', 'create', 'trial', '--json'], { ...env, GROVE_DEFAULT_PLAN: 'free' });
    assert.equal(free.code, 0, free.stderr);
    const trial = JSON.parse(free.stdout) as { org: { slug: string; plan: string }; key: { key: string } };
    assert.deepEqual([trial.org.slug, trial.org.plan], ['trial', 'free']);
    assert.match(trial.key.key, /^grove_mk_/);

    const list = runCli(['org', 'list'], env);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stderr, new RegExp(`using data dir ${dataDir} \\(SQLite`));
    const [header, ...rows] = list.stdout.trim().split('\n');
    assert.match(header!, /^SLUG\s+PLAN\s+CREATED\s+ID$/);
    assert.deepEqual(rows.map((r) => r.split(/\s+/).slice(0, 2)), [['acme', 'unlimited'], ['trial', 'free']]);

    const changed = runCli(['org', 'set-plan', 'trial', 'paid'], env);
    assert.equal(changed.code, 0, changed.stderr);
    assert.match(changed.stdout, /'trial' is now on plan 'paid'/);
    const json = JSON.parse(runCli(['org', 'list', '--json'], env).stdout) as { orgs: { slug: string; plan: string }[] };
    assert.deepEqual(json.orgs.map((o) => [o.slug, o.plan]), [['acme', 'unlimited'], ['trial', 'paid']]);

    const refused = runCli(['org', 'set-plan', 'trial', 'gold'], env);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /plan must be one of free, paid, usage, unlimited; got 'gold'/);

    const keys = runCli(['key', 'list', '--org', 'acme'], env);
    assert.match(keys.stdout, /^ID\s+ORG\s+KIND\s+PREFIX\s+STATUS\s+CREATED\n\S+\s+acme\s+master\s+grove_mk_\S+\s+active\s/);
    assert.ok(!keys.stdout.includes(created.stdout.trim()), 'a listing never shows a key');
  });

  test('a bad GROVE_DEFAULT_PLAN stops the command with the variable named', () => {
    const result = runCli(['org', 'create', 'x'], { GROVE_DATA_DIR: path.join(root, 'bad-plan'), GROVE_DEFAULT_PLAN: 'gold' });
    assert.equal(result.code, 78);
    assert.match(result.stderr, /GROVE_DEFAULT_PLAN must be one of free, paid, usage, unlimited/);
  });
});
