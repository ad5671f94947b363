import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { readLooseRefs, readRefFile } from '../../src/git/refs/ref-files.js';
import { listRefs } from '../../src/git/refs/index.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit } from '../helpers/git.js';

const OID = (n: number) => n.toString(16).padStart(40, '0');

describe('loose ref files', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-ref-files-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('readRefFile: trimmed content; null for a missing file, a directory, or a path through a file', () => {
    const dir = path.join(root, 'one');
    mkdirSync(path.join(dir, 'refs', 'heads', 'feature'), { recursive: true });
    writeFileSync(path.join(dir, 'refs', 'heads', 'main'), `${OID(1)}\n`);
    writeFileSync(path.join(dir, 'HEAD'), 'ref: refs/heads/main\n');
    assert.equal(readRefFile(path.join(dir, 'refs', 'heads', 'main')), OID(1));
    assert.equal(readRefFile(path.join(dir, 'HEAD')), 'ref: refs/heads/main');
    assert.equal(readRefFile(path.join(dir, 'refs', 'heads', 'missing')), null);
    assert.equal(readRefFile(path.join(dir, 'refs', 'heads', 'feature')), null, 'a directory of refs');
    assert.equal(readRefFile(path.join(dir, 'refs', 'heads', 'main', 'below')), null, 'an ancestor is a ref file');
  });

  test('readRefFile reads a file larger than its scratch buffer whole', () => {
    const file = path.join(root, 'large-ref');
    const long = `ref: refs/heads/${'x'.repeat(5000)}`;
    writeFileSync(file, `${long}\n`);
    assert.equal(readRefFile(file), long);
  });

  test('readLooseRefs: nested refs, lock files and invalid names skipped, many files across event-loop yields', async () => {
    const dir = path.join(root, 'many');
    const tags = path.join(dir, 'refs', 'tags');
    mkdirSync(tags, { recursive: true });
    mkdirSync(path.join(dir, 'refs', 'heads', 'team', 'a'), { recursive: true });
    for (let i = 0; i < 700; i++) writeFileSync(path.join(tags, `v${i}`), `${OID(i + 1)}\n`);
    writeFileSync(path.join(dir, 'refs', 'heads', 'team', 'a', 'x'), `${OID(9999)}\n`);
    writeFileSync(path.join(dir, 'refs', 'heads', 'main.lock'), `${OID(5)}\n`);
    writeFileSync(path.join(dir, 'refs', 'heads', 'bad..name'), `${OID(6)}\n`);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const refs = await readLooseRefs(dir, 'refs');
    clearInterval(timer);
    assert.equal(refs.size, 701);
    assert.equal(refs.get('refs/tags/v0'), OID(1));
    assert.equal(refs.get('refs/tags/v699'), OID(700));
    assert.equal(refs.get('refs/heads/team/a/x'), OID(9999));
    assert.equal(refs.has('refs/heads/main.lock'), false);
    assert.equal(refs.has('refs/heads/bad..name'), false);
    assert.ok(ticks >= 1, 'the walk let timers run between slices');
    assert.deepEqual(await readLooseRefs(dir, 'refs/missing'), new Map());
  });

  test('listRefs agrees with git for-each-ref on a real repository (loose and packed)', () => {
    const dir = path.join(root, 'real.git');
    gitSync(['init', '-q', '--bare', dir]);
    const git = (...args: string[]) => bareGit(dir, args);
    const tree = git('hash-object', '-t', 'tree', '-w', '/dev/null');
    const c1 = git('commit-tree', tree, '-m', 'one');
    const c2 = git('commit-tree', tree, '-p', c1, '-m', 'two');
    git('update-ref', 'refs/heads/main', c1);
    git('update-ref', 'refs/heads/topic/a', c2);
    git('tag', '-a', '-m', 'v1', 'v1', c1);
    git('pack-refs', '--all');
    git('update-ref', 'refs/heads/main', c2); // loose again, shadowing the packed value
    git('update-ref', 'refs/heads/new', c1);
    return listRefs(dir).then((refs) => {
      const expected = git('for-each-ref', '--format=%(refname) %(objectname)').split('\n');
      assert.deepEqual(refs.map((r) => `${r.name} ${r.oid}`), expected);
      assert.equal(refs.find((r) => r.name === 'refs/tags/v1')?.peeled, c1, 'packed-refs records the peeled tag');
    });
  });
});
