import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeLanguageOf, displayLanguageOf, parseSource } from '../../src/infra/tree-sitter/index.js';

test('paths map to grammars, and files without one still get a display language', () => {
  assert.equal(codeLanguageOf('src/a.ts'), 'typescript');
  assert.equal(codeLanguageOf('lib/x.PY'), 'python');
  assert.equal(codeLanguageOf('README.md'), null);
  assert.equal(displayLanguageOf('README.md'), 'markdown');
  assert.equal(displayLanguageOf('App.tsx'), 'typescript');
  assert.equal(displayLanguageOf('Makefile'), null);
});

test('each grammar parses its language into a tree naming the function', async () => {
  const cases: Array<[string, string, string]> = [
    ['a.ts', 'export function plantedName(a: number) { return a }', 'function_declaration'],
    ['a.py', 'def planted_name(x):\n    return x\n', 'function_definition'],
    ['a.go', 'package m\nfunc PlantedName() {}\n', 'function_declaration'],
    ['a.rs', 'fn planted_name() {}\n', 'function_item'],
    ['A.java', 'class A { void plantedName() {} }', 'method_declaration'],
  ];
  for (const [path, source, nodeType] of cases) {
    const tree = await parseSource(codeLanguageOf(path)!, source);
    assert.ok(tree, path);
    try {
      assert.match(tree.rootNode.toString(), new RegExp(nodeType), path);
      assert.equal(tree.rootNode.hasError, false, path);
    } finally {
      tree.delete();
    }
  }
});
