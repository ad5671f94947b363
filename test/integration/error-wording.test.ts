// What a client reads when something is missing: whole sentences naming the subject, and a trailing slash
// read as the same resource.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('error wording and trailing slashes', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    await api(t).post('/v1/repos', { slug: 'app' });
    await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'x', changes: [{ path: 'src/util.ts', content: 'x' }] });
  });
  after(() => t.close());

  test('404 messages name the subject in a sentence', async () => {
    for (const [url, message] of [
      ['/v1/repos/nope', "repository 'nope' does not exist"],
      ['/v1/repos/app/tree/main/src/util.ts', "'src/util.ts' is a file, not a folder: read it with /blob"],
      ['/v1/repos/app/blob/main/src', "'src' is a folder, not a file: list it with /tree"],
      ['/v1/repos/app/blob/main/nope.txt', "file 'nope.txt' at 'main' does not exist"],
      ['/v1/repos/app/branches/nope', "branch 'nope' does not exist"],
      ['/v1/repos/app/tree/main~3', "'main~3' names no commit: the history ends after 1 commit"],
      ['/v1/nothing', 'no route for GET /v1/nothing'],
    ]) {
      const res = await api(t).get(url!);
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { error: message, code: 'NOT_FOUND' }, url);
    }
  });

  test('a trailing slash names the same resource', async () => {
    for (const [withSlash, without] of [
      ['/v1/repos/app/', '/v1/repos/app'],
      ['/v1/repos/', '/v1/repos'],
      ['/v1/repos/app/branches/', '/v1/repos/app/branches'],
      ['/v1/repos/app/tree/main/src/', '/v1/repos/app/tree/main/src'],
    ]) {
      const a = await api(t).get(withSlash!);
      const b = await api(t).get(without!);
      assert.equal(a.statusCode, 200, `${withSlash}: ${a.body}`);
      assert.deepEqual(a.json(), b.json(), withSlash);
    }
    const missing = await api(t).get('/v1/repos/nope/');
    assert.deepEqual(missing.json(), { error: "repository 'nope' does not exist", code: 'NOT_FOUND' });
  });
});
