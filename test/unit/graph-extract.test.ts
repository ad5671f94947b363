// Extraction per language: definitions and their nesting, exported, complexity, doc comments, decorators,
// imports and the references each definition makes (names only; resolution is tested over HTTP).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractFile } from '../../src/services/graph/extract.js';
import type { FileExtract } from '../../src/services/graph/model.js';

const defsOf = (x: FileExtract) => x.defs.map((d) => `${d.type}:${d.key}${d.exported ? '+' : ''}`);
const refsOf = (x: FileExtract, kind: string) => x.refs.filter((r) => r.kind === kind).map((r) => `${r.from < 0 ? '<file>' : x.defs[r.from]!.key}>${r.receiver ? `${r.receiver}.` : ''}${r.name}`);

describe('graph extraction', () => {
  test('TypeScript: classes, members, exports, doc comments, decorators, complexity and typed receivers', async () => {
    const x = (await extractFile(
      'typescript',
      [
        "import { Repo as R } from './repo.js';",
        '/** Keeps things. */',
        'export class Keeper {',
        '  constructor(private readonly repo: R) {}',
        '  @Log()',
        '  keep(a: number): number {',
        '    if (a > 1 && a < 5) return this.repo.save(a);',
        '    return a ?? 0;',
        '  }',
        '}',
        'const helper = () => new Keeper(null!).keep(1);',
      ].join('\n'),
    ))!;
    assert.deepEqual(defsOf(x), ['Comment:Keeps things.', 'Class:Keeper+', 'Function:Keeper.constructor', 'Decorator:Keeper.Log', 'Function:Keeper.keep', 'Function:helper']);
    assert.deepEqual(x.imports, [{ source: './repo.js', names: [{ imported: 'Repo', local: 'R' }] }]);
    const keep = x.defs.find((d) => d.name === 'keep')!;
    assert.equal(keep.complexity, 4, 'if, &&, ?? over the base path');
    assert.equal(keep.signature, 'keep(a: number): number');
    assert.deepEqual([keep.start_line, keep.end_line, keep.member], [6, 9, true]);
    // a decorator calls the function it names
    assert.deepEqual(refsOf(x, 'call'), ['Keeper.Log>Log', 'Keeper.keep>this.repo.save', 'helper>newKeeper(null!).keep'.replace('newKeeper', 'new Keeper')]);
    assert.ok(refsOf(x, 'decorates').includes('Keeper.Log>keep'));
    assert.ok(refsOf(x, 'documents').includes('Comment:Keeps things.'.slice(8) + '>Keeper'));
    assert.deepEqual(x.typings?.find((t) => t.name === 'repo' && t.owner !== undefined), { scope: -1, owner: 'Keeper', name: 'repo', type: 'R' });
  });

  test('Python, Go, Rust and Java: tests, routes, owners and exported rules', async () => {
    const py = (await extractFile('python', "@app.get('/items')\ndef list_items():\n    return []\n\ndef _private():\n    pass\n\ndef test_items():\n    list_items()\n"))!;
    assert.deepEqual(defsOf(py), ['Route:GET /items', 'Function:list_items+', 'Function:_private', 'Test:test_items']);
    const go = (await extractFile('go', 'package p\n\ntype S struct{}\n\nfunc (s *S) Run() {}\n\nfunc helper() {}\n\nfunc TestRun(t *testing.T) { helper() }\n'))!;
    assert.deepEqual(defsOf(go), ['Module:p', 'Class:S+', 'Function:S.Run+', 'Function:helper', 'Test:TestRun']);
    assert.equal(go.pkg, 'p');
    const rs = (await extractFile('rust', 'pub struct M;\nimpl M {\n    pub fn go(&self) -> u32 { if true { 1 } else { 2 } }\n}\n#[test]\nfn t() { M.go(); }\n'))!;
    assert.deepEqual(defsOf(rs), ['Class:M+', 'Function:M.go+', 'Test:t']);
    assert.equal(rs.defs.find((d) => d.name === 'go')!.complexity, 2);
    const java = (await extractFile('java', 'package a;\npublic class C {\n  @PostMapping("/c")\n  public void make() {}\n  private int n;\n}\n'))!;
    assert.deepEqual(defsOf(java), ['Module:a+', 'Class:C+', 'Function:C.make+', 'Route:C.make.POST /c', 'Variable:C.n']);
  });
});
