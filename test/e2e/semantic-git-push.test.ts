// auto_index follows git pushes: a push with the real git client re-indexes the default branch, embedding only
// the blobs the push brought; pushes to other branches are not indexed unless the default index tracks them.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { LexicalEmbedder } from '../../src/infra/embeddings/index.js';
import { gitClient, remoteUrl } from '../helpers/git-client.js';
import { api, type ServingGrove, startServingGrove } from '../helpers/grove.js';

let t: ServingGrove;
before(async () => {
  t = await startServingGrove('grove-semantic-push-');
});
after(() => t.close());

const runJobs = async () => {
  while ((await t.grove.services.jobs.runDue()) > 0);
};

test('git push to an auto_index repository indexes the pushed content, and only it', async () => {
  assert.equal((await api(t).post('/v1/repos', { slug: 'pushed', auto_index: true })).statusCode, 201);
  const client = gitClient(t.work);
  await client.ok(['clone', '-q', remoteUrl(t, 'pushed'), 'pushed']);
  const cwd = path.join(t.work, 'pushed');
  await client.commitFile(cwd, 'geometry.ts', 'export function polygonSurfaceArea(points: Point[]): number {\n  // shoelace formula\n  return shoelace(points);\n}\n');
  await client.ok(['push', '-q', 'origin', 'HEAD:refs/heads/main'], { cwd });
  await runJobs();
  const status = (await api(t).get('/v1/repos/pushed/index/status')).json();
  assert.equal(status.status, 'ready', JSON.stringify(status));
  const found = (await api(t).post('/v1/repos/pushed/semantic-search', { q: 'surface area of a polygon' })).json();
  assert.equal(found.results[0].file_path, 'geometry.ts');

  const embedder = t.grove.services.semantic.embedder as LexicalEmbedder;
  const before = embedder.stats.texts;
  await client.commitFile(cwd, 'units.ts', 'export const METERS_PER_FOOT = 0.3048;\n');
  await client.ok(['push', '-q', 'origin', 'HEAD:refs/heads/main', 'HEAD:refs/heads/side'], { cwd });
  await runJobs();
  assert.equal(embedder.stats.texts - before, 1, 'one new file, one chunk embedded');
  assert.equal((await api(t).get('/v1/repos/pushed/index/status')).json().last_commit_sha.length, 40);
  assert.equal((await api(t).get('/v1/repos/pushed/index/status?branch=side')).json().status, 'not_indexed', 'other branches are not auto-indexed');
});
