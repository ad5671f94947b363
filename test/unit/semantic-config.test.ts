// GROVE_EMBEDDINGS_*, GROVE_RERANK_* and GROVE_SEMANTIC_SEARCH: defaults, normalisation, and errors naming the variable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/index.js';

test('defaults: built-in embedder and BM25 (nothing configured), semantic search on', () => {
  const config = loadConfig({});
  assert.equal(config.embeddings, null);
  assert.equal(config.rerank, null);
  assert.equal(config.semanticSearch, 'on');
});

test('an embeddings endpoint: URL ending in /v1 with the model; key and dimensions optional', () => {
  const config = loadConfig({ GROVE_EMBEDDINGS_URL: 'http://127.0.0.1:11434/v1/', GROVE_EMBEDDINGS_MODEL: 'nomic-embed-text', GROVE_EMBEDDINGS_DIMENSIONS: '1024' });
  assert.deepEqual(config.embeddings, { url: 'http://127.0.0.1:11434/v1', model: 'nomic-embed-text', apiKey: null, dimensions: 1024, timeoutMs: 30_000 });
  assert.equal(loadConfig({ GROVE_EMBEDDINGS_URL: 'https://api.example.com/v1', GROVE_EMBEDDINGS_MODEL: 'm' }).embeddings?.dimensions, null);
  const reranker = loadConfig({ GROVE_RERANK_URL: 'http://127.0.0.1:8080/', GROVE_RERANK_API_KEY: 'k' }).rerank;
  assert.deepEqual(reranker, { url: 'http://127.0.0.1:8080', model: null, apiKey: 'k', timeoutMs: 10_000 });
  assert.equal(loadConfig({ GROVE_SEMANTIC_SEARCH: 'off' }).semanticSearch, 'off');
});

test('bad combinations fail fast and name the variable', () => {
  for (const [env, name] of [
    [{ GROVE_EMBEDDINGS_URL: 'http://x/v1' }, 'GROVE_EMBEDDINGS_MODEL'],
    [{ GROVE_EMBEDDINGS_MODEL: 'm' }, 'GROVE_EMBEDDINGS_URL'],
    [{ GROVE_EMBEDDINGS_URL: 'http://x/api', GROVE_EMBEDDINGS_MODEL: 'm' }, 'GROVE_EMBEDDINGS_URL'],
    [{ GROVE_EMBEDDINGS_API_KEY: 'k' }, 'GROVE_EMBEDDINGS_API_KEY'],
    [{ GROVE_EMBEDDINGS_URL: 'http://x/v1', GROVE_EMBEDDINGS_MODEL: 'm', GROVE_EMBEDDINGS_DIMENSIONS: '0' }, 'GROVE_EMBEDDINGS_DIMENSIONS'],
    [{ GROVE_RERANK_MODEL: 'r' }, 'GROVE_RERANK_'],
    [{ GROVE_SEMANTIC_SEARCH: 'maybe' }, 'GROVE_SEMANTIC_SEARCH'],
  ] as const) {
    assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && e.message.includes(name), JSON.stringify(env));
  }
});
