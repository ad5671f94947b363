import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GitArgError } from '../../src/git/args.js';
import {
  EMPTY_TREE_OID,
  formatCommit,
  formatTag,
  formatTree,
  formatTz,
  hashObject,
  MODE,
  parseCommit,
  parseSignature,
  parseTag,
  parseTree,
  type Signature,
  type TreeEntry,
} from '../../src/git/objects/format.js';
import { gitSync } from '../helpers/git-client.js';

describe('git objects', () => {
  let dir: string;
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}): string => gitSync(args, { gitDir: dir, input, env }).trim();
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'grove-git-objects-'));
    gitSync(['init', '-q', '--bare', dir]);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const author: Signature = { name: 'Ada Lovelace', email: 'ada@example.com', timestamp: 1700000000, tz: '+0100' };
  const committer: Signature = { name: 'Grove', email: 'bot@grove.test', timestamp: 1700000500, tz: '-0530' };

  test('hashObject matches git hash-object', () => {
    assert.equal(hashObject('tree', Buffer.alloc(0)), EMPTY_TREE_OID);
    const data = Buffer.from('hello\n');
    assert.equal(hashObject('blob', data), git(['hash-object', '--stdin'], data));
  });

  test('tree serialization uses git order (trees sort as name + "/") and matches mktree', () => {
    const blob = git(['hash-object', '-w', '--stdin'], 'x');
    const entries: TreeEntry[] = [
      { mode: MODE.tree, name: 'a', oid: EMPTY_TREE_OID },
      { mode: MODE.file, name: 'a.b', oid: blob },
      { mode: MODE.file, name: 'a-b', oid: blob },
      { mode: MODE.executable, name: 'run.sh', oid: blob },
      { mode: MODE.symlink, name: 'link', oid: blob },
      { mode: MODE.file, name: 'Z', oid: blob },
      { mode: MODE.file, name: 'ü.txt', oid: blob },
    ];
    git(['hash-object', '-w', '-t', 'tree', '--stdin'], Buffer.alloc(0));
    const buf = formatTree(entries);
    const mktreeInput = entries.map((e) => `${e.mode === MODE.tree ? '040000 tree' : `${e.mode} blob`} ${e.oid}\t${e.name}`).join('\n');
    assert.equal(hashObject('tree', buf), git(['mktree'], `${mktreeInput}\n`));
    const parsed = parseTree(buf);
    assert.deepEqual(
      parsed.map((e) => e.name),
      ['Z', 'a-b', 'a.b', 'a', 'link', 'run.sh', 'ü.txt'],
    );
    assert.deepEqual(formatTree(parsed), buf);
  });

  test('tree validation', () => {
    const oid = EMPTY_TREE_OID;
    assert.throws(() => formatTree([{ mode: MODE.file, name: 'a', oid }, { mode: MODE.file, name: 'a', oid }]), GitArgError);
    assert.throws(() => formatTree([{ mode: MODE.file, name: 'a', oid }, { mode: MODE.tree, name: 'a', oid }]), GitArgError);
    for (const name of ['', '.', '..', '.git', '.GIT', 'a/b', 'a\0b']) {
      assert.throws(() => formatTree([{ mode: MODE.file, name, oid }]), GitArgError, name);
    }
    assert.throws(() => formatTree([{ mode: '100664' as never, name: 'a', oid }]), GitArgError);
    assert.throws(() => parseTree(Buffer.from('100644 a\0short')), /corrupt/);
  });

  test('formatCommit matches git commit-tree byte for byte', () => {
    const root = (m: string): string =>
      git(['commit-tree', EMPTY_TREE_OID, '-m', m], undefined, {
        GIT_AUTHOR_NAME: 'x', GIT_AUTHOR_EMAIL: 'x@x', GIT_AUTHOR_DATE: '1600000000 +0000',
        GIT_COMMITTER_NAME: 'x', GIT_COMMITTER_EMAIL: 'x@x', GIT_COMMITTER_DATE: '1600000000 +0000',
      });
    const [p1, p2] = [root('one'), root('two')];
    const commit = formatCommit({ tree: EMPTY_TREE_OID, parents: [p1, p2], author, committer, message: 'Subject\n\nBody ✓\n' });
    const expected = git(['commit-tree', EMPTY_TREE_OID, '-p', p1, '-p', p2, '-F', '-'], 'Subject\n\nBody ✓\n', {
      GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_AUTHOR_DATE: `${author.timestamp} ${author.tz}`,
      GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email,
      GIT_COMMITTER_DATE: `${committer.timestamp} ${committer.tz}`,
    });
    assert.equal(hashObject('commit', commit), expected);
    assert.deepEqual(Buffer.from(git(['cat-file', 'commit', expected]) + '\n'), commit);
    const parsed = parseCommit(commit);
    assert.deepEqual(parsed, { tree: EMPTY_TREE_OID, parents: [p1, p2], author, committer, message: 'Subject\n\nBody ✓\n' });
  });

  test('commit headers with continuation lines round-trip', () => {
    const sig = '-----BEGIN PGP SIGNATURE-----\n\nabc\n-----END PGP SIGNATURE-----';
    const c = { tree: EMPTY_TREE_OID, parents: [], author, committer, encoding: 'ISO-8859-1', extraHeaders: [['gpgsig', sig]] as [string, string][], message: 'm\n' };
    const buf = formatCommit(c);
    assert.match(buf.toString(), /\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n abc\n/);
    assert.deepEqual(parseCommit(buf), c);
  });

  test('signature validation and helpers', () => {
    assert.throws(() => formatCommit({ tree: EMPTY_TREE_OID, parents: [], author: { ...author, name: 'a <b>' }, committer, message: '' }), GitArgError);
    assert.throws(() => formatCommit({ tree: EMPTY_TREE_OID, parents: [], author: { ...author, tz: '+1' }, committer, message: '' }), GitArgError);
    assert.throws(() => formatCommit({ tree: 'nope', parents: [], author, committer, message: '' }), GitArgError);
    assert.equal(formatTz(90), '+0130');
    assert.equal(formatTz(-330), '-0530');
    assert.equal(formatTz(0), '+0000');
    assert.deepEqual(parseSignature('A B <a@b> 123 -0200'), { name: 'A B', email: 'a@b', timestamp: 123, tz: '-0200' });
  });

  test('tags: format matches git mktag, parse round-trips', () => {
    const commit = git(['commit-tree', EMPTY_TREE_OID, '-m', 'x']);
    const tag = { object: commit, type: 'commit' as const, tag: 'v1.0', tagger: author, message: 'release\n' };
    const buf = formatTag(tag);
    assert.equal(hashObject('tag', buf), git(['mktag'], buf));
    assert.deepEqual(parseTag(buf), tag);
  });
});
