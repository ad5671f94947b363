// Weighted rank fusion of the search legs, and the keyword query parser.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLASS_WEIGHTS, type LegHit } from '../../src/services/hybrid/index.js';
import { fuse } from '../../src/services/hybrid/fuse.js';
import { parseKeywordQuery } from '../../src/services/keyword/index.js';

const hit = (file_path: string, start_line: number, end_line: number, name: string | null = null, type: string | null = null): LegHit => ({
  file_path, start_line, end_line, score: 1, name, type, signature: null, language: null,
});

describe('fusion', () => {
  test('results two legs agree on (same file, overlapping lines) merge, score higher, and list both sources', () => {
    const results = fuse(
      {
        semantic: [hit('a.ts', 1, 40), hit('b.ts', 1, 20)],
        graph: [hit('b.ts', 5, 9, 'parse', 'Function')],
        keyword: [hit('c.ts', 1, 30), hit('b.ts', 1, 60)],
      },
      CLASS_WEIGHTS.natural_language,
      10,
    );
    assert.equal(results[0]!.file_path, 'b.ts');
    assert.deepEqual(results[0]!.sources, ['semantic', 'graph', 'keyword']);
    assert.equal(results[0]!.name, 'parse', 'the graph names the symbol');
    assert.equal(results[0]!.type, 'Function');
    assert.ok(results.every((r) => r.score > 0 && r.score <= 1));
    assert.ok(results.every((r, i) => i === 0 || r.score <= results[i - 1]!.score));
    assert.deepEqual(results.map((r) => r.file_path).sort(), ['a.ts', 'b.ts', 'c.ts']);
  });

  test('weights decide between legs that disagree; first in every leg scores 1', () => {
    const legs = { semantic: [hit('sem.ts', 1, 10)], keyword: [hit('kw.ts', 1, 10)] };
    assert.equal(fuse(legs, CLASS_WEIGHTS.natural_language, 10)[0]!.file_path, 'sem.ts');
    assert.equal(fuse(legs, CLASS_WEIGHTS.symbol, 10)[0]!.file_path, 'kw.ts');
    const same = fuse({ semantic: [hit('x.ts', 1, 5)], keyword: [hit('x.ts', 3, 8)] }, CLASS_WEIGHTS.natural_language, 10);
    assert.equal(same.length, 1);
    assert.equal(same[0]!.score, 1);
  });

  test('separate ranges of one file stay separate results; top_k cuts', () => {
    const results = fuse({ keyword: [hit('a.ts', 1, 10), hit('a.ts', 50, 60), hit('b.ts', 1, 5)] }, CLASS_WEIGHTS.symbol, 2);
    assert.deepEqual(results.map((r) => [r.file_path, r.start_line]), [['a.ts', 1], ['a.ts', 50]]);
  });
});

describe('keyword query terms', () => {
  test('identifiers and their parts, stop words dropped, light stemming, trigram floor', () => {
    assert.deepEqual(parseKeywordQuery('where is parseJSONFile defined').terms, ['parsejsonfile', 'parse', 'json', 'file', 'defin']);
    assert.deepEqual(parseKeywordQuery('max_retry_count').terms, ['max_retry_count', 'max', 'retry', 'count']);
    assert.deepEqual(parseKeywordQuery('how are passwords hashed').terms, ['password', 'hash']);
    assert.deepEqual(parseKeywordQuery('os.path.join').terms, ['os.path.join', 'path', 'join']);
    assert.deepEqual(parseKeywordQuery('a an it').terms, []);
  });
});
