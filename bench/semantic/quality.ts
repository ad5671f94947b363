/**
 * A small sanity check of retrieval quality with the built-in embedder: 16 questions about Grove's own sources
 * (src/), each with the file a developer would want, written before looking at the results. Prints MRR@10 and
 * recall@10 at file level, with and without the BM25 rerank. (The shared retrieval evaluation set over two code
 * bases is part of the hybrid search work.)
 * Usage: npx tsx bench/semantic/quality.ts
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';

const QUERIES: Array<[string, string]> = [
  ['sign webhook deliveries with an HMAC signature', 'src/services/webhooks/payload.ts'],
  ['sliding window rate limit stored in redis', 'src/infra/ratelimit/redis.ts'],
  ['read and write pkt-line packets of the git protocol', 'src/git/protocol/pkt-line.ts'],
  ['encrypt secrets with AES-256-GCM', 'src/infra/secret-box.ts'],
  ['hash API keys and compare them in constant time', 'src/infra/keys.ts'],
  ['retry delay with exponential backoff and jitter for jobs', 'src/services/jobs/define.ts'],
  ['refuse outbound requests to private or loopback addresses', 'src/infra/http-client/address-policy.ts'],
  ['check the slug format: lowercase letters, digits and hyphens', 'src/domain/slug.ts'],
  ['encode and decode pagination cursors', 'src/lib/cursor.ts'],
  ['cache with least recently used eviction', 'src/lib/lru.ts'],
  ['signed download and upload URLs for large files on disk', 'src/infra/blob-store/signed-url.ts'],
  ['read settings from GROVE_ environment variables', 'src/config/index.ts'],
  ['list the conflicting files of a merge', 'src/services/merge/conflicts.ts'],
  ['lua script or redis transport for cluster events', 'src/infra/events/redis.ts'],
  ['tree-sitter grammar loading and parsing', 'src/infra/tree-sitter/parser.ts'],
  ['map error codes to HTTP status codes', 'src/domain/errors.ts'],
];

function filesOf(dir: string, rel: string): Array<{ path: string; content: string }> {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full, `${rel}/${name}`) : [{ path: `${rel}/${name}`, content: readFileSync(full, 'utf8') }];
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-quality-'));
const key = 'grove_mk_bench_quality_master_key_0123456789';
const grove = await buildGrove(loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_BOOTSTRAP_ORG: 'q', GROVE_BOOTSTRAP_KEY: key, GROVE_LOG_LEVEL: 'silent' }));
const post = (url: string, payload: object) => grove.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload });
try {
  await post('/v1/repos', { slug: 'grove' });
  const res = await post('/v1/repos/grove/commits', { branch: 'main', message: 'src', changes: filesOf(path.resolve('src'), 'src') });
  if (res.statusCode !== 201) throw new Error(res.body);
  await post('/v1/repos/grove/index', {});
  while ((await grove.services.jobs.runDue()) > 0);
  for (const rerank of [true, false]) {
    let rr = 0;
    let found = 0;
    for (const [q, want] of QUERIES) {
      const files = (await post('/v1/repos/grove/semantic-search', { q, top_k: 10, rerank })).json().results.map((r: { file_path: string }) => r.file_path) as string[];
      const rank = [...new Set(files)].indexOf(want) + 1;
      if (rank > 0) {
        rr += 1 / rank;
        found++;
      }
      if (process.argv.includes('--verbose')) console.log(`${rank || '-'}\t${q}\t${[...new Set(files)].slice(0, 3).join(' ')}`);
    }
    console.log(`rerank ${rerank ? 'on ' : 'off'}: MRR@10 ${(rr / QUERIES.length).toFixed(3)}, recall@10 ${(found / QUERIES.length).toFixed(3)} (${QUERIES.length} queries)`);
  }
} finally {
  await grove.close();
  rmSync(dataDir, { recursive: true, force: true });
}
