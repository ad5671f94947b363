import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource, type CodeLanguage } from '../../src/infra/tree-sitter/index.js';

// Its own file, so that no grammar is loaded yet when the test starts: the race is between first loads.
test('every grammar loads when all are first asked for at once (an indexer hitting many languages in one batch)', async () => {
  const languages: CodeLanguage[] = [
    'typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'c_sharp', 'ruby',
    'c', 'cpp', 'php', 'kotlin', 'scala', 'swift', 'bash', 'lua',
  ];
  const trees = await Promise.all(languages.map((language) => parseSource(language, 'x')));
  for (const [i, tree] of trees.entries()) {
    assert.ok(tree, languages[i]);
    tree.delete();
  }
});
