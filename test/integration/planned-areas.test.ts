// SPEC areas not served yet answer 501 NOT_IMPLEMENTED naming the area, never a misleading 404.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { plannedArea } from '../../src/http/planned-areas.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('areas not implemented yet', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    await api(t).post('/v1/repos', { slug: 'app' });
  });
  after(() => t.close());

  test('their routes answer 501 with code NOT_IMPLEMENTED and the area named', async () => {
    for (const [method, url, area] of [
      ['GET', '/v1/repos/team/app/wiki/pages', 'the wiki'],
      ['GET', '/v1/connections', 'sync connections'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'x-api-key': t.key } });
      assert.equal(res.statusCode, 501, `${method} ${url}: ${res.body}`);
      assert.equal(res.json().code, 'NOT_IMPLEMENTED');
      assert.equal(res.json().error, `${area} is not implemented in this version of Grove (the README lists what is)`);
    }
  });

  test('other unknown paths stay 404, and routes that exist are untouched', async () => {
    assert.equal((await api(t).get('/v1/nothing')).statusCode, 404);
    assert.equal((await api(t).get('/v1/repos/app/nothing')).statusCode, 404);
    assert.equal((await api(t).get('/v1/repos/app/tree/main')).statusCode, 200);
    assert.equal((await api(t).get('/v1/repos/app/commits')).statusCode, 200);
    // workspace exec is served: a bad body is a 400 of its own, not a 501
    assert.equal((await api(t).post('/v1/repos/app/exec', {})).statusCode, 400);
    assert.equal((await api(t).post('/v1/workspace/exec', {})).statusCode, 400);
    // the semantic index and search are served
    assert.equal((await api(t).post('/v1/repos/app/semantic-search', {})).statusCode, 400);
    assert.equal((await api(t).get('/v1/repos/app/index/status')).statusCode, 200);
    // agentic search is served: a bad body is a 400 of its own
    assert.equal((await api(t).post('/v1/repos/app/agentic-search', {})).statusCode, 400);
    // the code graph is served: its status answers
    assert.equal((await api(t).get('/v1/repos/app/graph/index/status')).statusCode, 200);
  });

  test('the table reads sub-resources after a slug or a namespace and slug only', () => {
    assert.equal(plannedArea('/v1/repos/app/watch'), null, 'the watch stream is served');
    assert.equal(plannedArea('/v1/repos/team/app/agentic-search'), null, 'agentic search is served');
    assert.equal(plannedArea('/v1/repos/app/hybrid-search'), null, 'hybrid search is served');
    assert.equal(plannedArea('/v1/repos/team/app/sync/config'), 'GitHub/GitLab sync');
    assert.equal(plannedArea('/acme/app.git/info/lfs/objects/batch'), null, 'LFS is served');
    assert.equal(plannedArea('/v1/repos/app/tree/main/exec'), null);
    assert.equal(plannedArea('/v1/repos/app/commits'), null);
  });
});
