// Chunking at tree-sitter boundaries, line windows otherwise; code-aware tokens; query segmentation and RRF.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codeTokens, LexicalEmbedder } from '../../src/infra/embeddings/index.js';
import { CHUNK_LIMITS, chunkFile } from '../../src/services/semantic/index.js';
import { reciprocalRankFusion, segmentQuery } from '../../src/services/semantic/query.js';

const fn = (name: string, body: number) => [`export function ${name}(x: number): number {`, ...Array.from({ length: body }, (_, i) => `  x += ${i};`), '  return x;', '}'];

describe('chunking', () => {
  test('TypeScript: each function is its own chunk, with the comment above it; lines are 1-based and inclusive', async () => {
    const lines = ["import { a } from './a.js';", "import { b } from './b.js';", '', '/** Adds things. */', ...fn('addThings', 4), '', ...fn('subtractThings', 5)];
    const chunks = await chunkFile('src/math.ts', `${lines.join('\n')}\n`);
    const add = chunks.find((c) => c.text.includes('addThings'))!;
    assert.equal(add.startLine, 4, 'starts at the doc comment');
    assert.equal(add.endLine, 11);
    assert.equal(add.text, lines.slice(3, 11).join('\n'));
    const sub = chunks.find((c) => c.text.includes('subtractThings'))!;
    assert.equal(sub.startLine, 13);
    assert.equal(sub.endLine, lines.length);
    assert.ok(!sub.text.includes('addThings'));
    assert.deepEqual(chunks[0]!.text.split('\n'), lines.slice(0, 2), 'imports share a chunk');
  });

  test('a class longer than a chunk is split at its methods; the class line goes with the first one', async () => {
    const methods = Array.from({ length: 6 }, (_, m) => [`  method${m}(): number {`, ...Array.from({ length: 18 }, (_, i) => `    const v${i} = ${i};`), '    return 0;', '  }']).flat();
    const lines = ['export class Big {', ...methods, '}'];
    assert.ok(lines.length > CHUNK_LIMITS.maxLines);
    const chunks = await chunkFile('src/big.ts', lines.join('\n'));
    assert.ok(chunks.length >= 6, `${chunks.length} chunks`);
    assert.equal(chunks[0]!.startLine, 1);
    assert.match(chunks[0]!.text, /^export class Big \{\n {2}method0/);
    for (const c of chunks) assert.ok(c.endLine - c.startLine + 1 <= CHUNK_LIMITS.maxLines);
    assert.equal(chunks.at(-1)!.endLine, lines.length);
  });

  test('Python functions and classes are chunks too', async () => {
    const src = ['import os', '', 'def read_config(path):', '    """Read the config."""', '    with open(path) as f:', '        return f.read()', '', 'class Store:', '    def get(self, key):', '        return self.items[key]', ''].join('\n');
    const chunks = await chunkFile('app/config.py', src);
    const read = chunks.find((c) => c.text.startsWith('def read_config'))!;
    assert.deepEqual([read.startLine, read.endLine], [3, 6]);
    assert.ok(chunks.some((c) => c.text.startsWith('class Store') && c.endLine === 10));
  });

  test('files without a grammar are cut into overlapping line windows; blank files give nothing', async () => {
    const text = Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join('\n');
    const chunks = await chunkFile('notes/readme.md', text);
    assert.deepEqual(chunks.map((c) => [c.startLine, c.endLine]), [[1, 50], [41, 90], [81, 120]]);
    assert.equal(chunks[1]!.text.split('\n')[0], 'line 41');
    assert.deepEqual(await chunkFile('empty.ts', '\n\n  \n'), []);
  });
});

describe('lexical embedder', () => {
  test('identifiers are kept whole and split at camelCase, snake_case, acronyms and digits; syntax words drop out', () => {
    const tokens = codeTokens('const parseHTTPResponse2 = read_config_file(userId); return x;').map((t) => t.token);
    for (const t of ['parsehttpresponse2', 'parse', 'http', 'response', 'read_config_file', 'read', 'config', 'file', 'userid', 'user', 'id']) {
      assert.ok(tokens.includes(t), `${t} in ${tokens.join(' ')}`);
    }
    assert.ok(!tokens.includes('const') && !tokens.includes('return'));
    assert.deepEqual(codeTokens('parsing files').map((t) => t.token), ['pars', 'file'], 'light stemming');
  });

  test('vectors are 1,024-dimensional, L2-normalized, and closer for texts sharing identifiers', async () => {
    const e = new LexicalEmbedder();
    const [a, b, c] = await e.embed(['function hashPassword(pw) { return argon(pw) }', 'hash the password with argon', 'render the invoice as pdf']);
    assert.equal(a!.length, 1024);
    const dot = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    assert.ok(Math.abs(dot(a!, a!) - 1) < 1e-5);
    assert.ok(dot(a!, b!) > dot(a!, c!) + 0.2);
  });
});

describe('queries', () => {
  test('a long query is segmented at paragraphs, at most 6 segments; a short one is kept whole', () => {
    assert.deepEqual(segmentQuery('short question'), ['short question']);
    const paragraphs = Array.from({ length: 10 }, (_, i) => `Paragraph ${i} ${'word '.repeat(200)}`);
    const segments = segmentQuery(paragraphs.join('\n\n'));
    assert.ok(segments.length > 1 && segments.length <= 6, `${segments.length}`);
    assert.equal(segments.join('\n').replace(/\s+/g, ' '), paragraphs.join(' ').replace(/\s+/g, ' ').trim());
  });

  test('RRF favours what several lists rank high', () => {
    const fused = reciprocalRankFusion([['a', 'b', 'c'], ['b', 'a', 'd'], ['b', 'e']]);
    const order = [...fused.entries()].sort((x, y) => y[1] - x[1]).map(([k]) => k);
    assert.deepEqual(order.slice(0, 2), ['b', 'a']);
    assert.equal(fused.get('b'), 1 / 62 + 1 / 61 + 1 / 61);
  });
});
