// The workspace's `git diff` hunks against git's own (`git diff --no-index`) for the shapes edits take.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { unifiedHunks } from '../../src/services/exec/line-diff.js';
import { runGitSync } from '../helpers/git-client.js';

const lines = (n: number, f = (i: number) => `line ${i}`) => Array.from({ length: n }, (_, i) => `${f(i + 1)}\n`).join('');

const CASES: Array<[string, string, string]> = [
  ['one line changed', lines(10), lines(10).replace('line 5\n', 'LINE 5\n')],
  ['two hunks far apart', lines(40), lines(40).replace('line 3\n', 'three\n').replace('line 35\n', '')],
  ['hunks whose context touches merge', lines(20), lines(20).replace('line 5\n', 'five\n').replace('line 11\n', 'eleven\n')],
  ['insert at the start and append at the end', lines(8), `first\n${lines(8)}last\n`],
  ['a file emptied', lines(3), ''],
  ['a new file', '', lines(3)],
  ['final newline removed', lines(4), lines(4).slice(0, -1)],
  ['final newline added', lines(4).slice(0, -1), lines(4)],
  ['repeated lines', 'a\nb\na\nb\na\n', 'b\na\nb\nb\na\nc\n'],
];

test('hunks match git diff --no-index', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-line-diff-'));
  try {
    for (const [name, before, after] of CASES) {
      writeFileSync(path.join(dir, 'a'), before);
      writeFileSync(path.join(dir, 'b'), after);
      const git = runGitSync(['diff', '--no-index', '--no-color', 'a', 'b'], { cwd: dir });
      const expected = git.stdout.toString().split('\n').slice(4).join('\n').replace(/^(?!@@)[\s\S]*?(?=@@)/, '');
      assert.equal(unifiedHunks(before, after), expected, name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
