import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  GitArgError,
  gitArgs,
  isObjectId,
  isValidBranchName,
  isValidPath,
  isValidRefName,
  isValidRev,
  revPathSpec,
} from '../../src/git/args.js';
import { runGitSync } from '../helpers/git-client.js';

const VALID = [
  'refs/heads/main',
  'refs/heads/feature/x-1',
  'refs/tags/v1.0.0',
  'refs/heads/a.b',
  'refs/heads/ünïcode',
  'refs/heads/x@y',
  'refs/heads/a-',
  'refs/heads/{x}',
];
const INVALID = [
  '',
  'main', // one level
  'refs/heads/a..b',
  'refs/heads/a b',
  'refs/heads/a~1',
  'refs/heads/a^',
  'refs/heads/a:b',
  'refs/heads/a?',
  'refs/heads/a*',
  'refs/heads/a[b',
  'refs/heads/a\\b',
  'refs/heads/a\x01',
  'refs/heads/a\x7f',
  'refs/heads/a@{1}',
  'refs/heads/x.lock',
  'refs/heads/x.lock/y',
  'refs/heads/.hidden',
  'refs/heads/x/',
  'refs/heads/x.',
  'refs//heads/x',
  '/refs/heads/x',
  '@',
  '-refs/heads/x',
  'refs/heads/a\n',
];

describe('git args', () => {
  test('isValidRefName accepts and rejects like check-ref-format', () => {
    for (const n of VALID) assert.equal(isValidRefName(n), true, n);
    for (const n of INVALID) assert.equal(isValidRefName(n), false, JSON.stringify(n));
  });

  test('agrees with git check-ref-format on the sample', () => {
    // '-refs/heads/x' is ours only (git would take it as an option)
    for (const n of [...VALID, ...INVALID].filter((n) => n !== '' && !n.startsWith('-'))) {
      assert.equal(isValidRefName(n), runGitSync(['check-ref-format', n]).code === 0, JSON.stringify(n));
    }
  });

  test('one-level names only when allowed', () => {
    assert.equal(isValidRefName('HEAD', { allowOneLevel: true }), true);
    assert.equal(isValidRefName('HEAD'), false);
  });

  test('isValidBranchName', () => {
    for (const b of ['main', 'feature/x', 'v1.2', 'a_b']) assert.equal(isValidBranchName(b), true, b);
    for (const b of ['HEAD', '-x', 'a..b', 'a/', '', 'x.lock', 'a b', '.x']) assert.equal(isValidBranchName(b), false, b);
  });

  test('isObjectId', () => {
    assert.equal(isObjectId('4b825dc642cb6eb9a060e54bf8d69288fbee4904'), true);
    assert.equal(isObjectId('4B825DC642CB6EB9A060E54BF8D69288FBEE4904'), false);
    assert.equal(isObjectId('4b825dc'), false);
    assert.equal(isObjectId('4b825dc642cb6eb9a060e54bf8d69288fbee4904 '), false);
  });

  test('revisions and paths', () => {
    for (const r of ['main', 'HEAD', 'HEAD~2', 'main^{tree}', 'v1^{}', 'HEAD^2', 'refs/heads/x', '4b825dc642cb6eb9a060e54bf8d69288fbee4904']) {
      assert.equal(isValidRev(r), true, r);
    }
    for (const r of ['-x', '--output=/tmp/x', 'a..b', 'main@{1}', ':/msg', 'HEAD~x', '', 'a^{/x}']) {
      assert.equal(isValidRev(r), false, r);
    }
    for (const p of ['a', 'a/b.txt', '-rf', 'with space']) assert.equal(isValidPath(p), true, p);
    for (const p of ['', '/a', 'a/', 'a//b', '../x', 'a/./b', 'a\nb', 'a\0b']) assert.equal(isValidPath(p), false, p);
    assert.equal(revPathSpec('main', 'src/a.ts'), 'main:src/a.ts');
    assert.equal(revPathSpec('main', ''), 'main:');
    assert.throws(() => revPathSpec('main', 'a\nb'), GitArgError);
  });

  test('gitArgs puts --end-of-options before operands and -- before paths', () => {
    assert.deepEqual(gitArgs(['diff-tree', '-r'], { options: ['--name-only', false], revs: ['main', 'HEAD~1'], paths: ['-rf'] }), [
      'diff-tree',
      '-r',
      '--name-only',
      '--end-of-options',
      'main',
      'HEAD~1',
      '--',
      '-rf',
    ]);
    assert.deepEqual(gitArgs('rev-parse', { options: ['--verify'], revs: ['main'], endOfOptions: false }), ['rev-parse', '--verify', 'main']);
    assert.deepEqual(gitArgs('log', { revs: ['main'], dashDash: true }), ['log', '--end-of-options', 'main', '--']);
    assert.throws(() => gitArgs('log', { revs: ['--output=/etc/passwd'] }), GitArgError);
    assert.throws(() => gitArgs('update-ref', { refs: ['refs/heads/a..b'] }), GitArgError);
    assert.throws(() => gitArgs('cat-file', { oids: ['-p'] }), GitArgError);
  });
});
