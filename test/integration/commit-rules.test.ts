// Consistency a client writer relies on: contradictory change fields, commits that change nothing, slug ends.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitIn } from '../helpers/git.js';

describe('commit request rules and slugs', () => {
  let t: TestGrove;
  let repoId: string;
  const commit = (body: object) => api(t).post('/v1/repos/rules/commits', { branch: 'main', message: 'change', ...body });
  const tip = () => gitIn(t, repoId, ['rev-parse', 'main']).trim();

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'rules' })).json().id;
    assert.equal((await commit({ changes: [{ path: 'a.txt', content: 'a\n' }] })).statusCode, 201);
  });
  after(() => t.close());

  test('a change with fields its action does not use is a 400 naming them, and nothing is written', async () => {
    const before = tip();
    const cases: [object, RegExp][] = [
      [{ path: 'a.txt', content: 'x', edits: [{ old_string: 'a', new_string: 'b' }] }, /changes\[0\] is a create of 'a\.txt', which uses content and encoding; remove edits/],
      [{ path: 'a.txt', action: 'edit', content: 'x', edits: [{ old_string: 'a', new_string: 'b' }] }, /edit of 'a\.txt', which uses edits; remove content/],
      [{ path: 'a.txt', action: 'delete', new_path: 'b.txt' }, /delete of 'a\.txt', which uses no other field; remove new_path/],
      [{ path: 'a.txt', action: 'rename', new_path: 'b.txt', content: 'x', encoding: 'utf-8' }, /rename of 'a\.txt', which uses new_path; remove content, encoding/],
    ];
    for (const [change, message] of cases) {
      const res = await commit({ changes: [change] });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
      assert.match(res.json().error, message);
    }
    assert.equal(tip(), before);
  });

  test('a commit that changes nothing is a 422 unless allow_empty is set', async () => {
    const before = tip();
    const same = await commit({ changes: [{ path: 'a.txt', content: 'a\n' }] });
    assert.equal(same.statusCode, 422, same.body);
    assert.match(same.json().error, /nothing to commit; send allow_empty: true/);
    assert.equal(tip(), before);
    const allowed = await commit({ message: 'marker', allow_empty: true, changes: [{ path: 'a.txt', content: 'a\n' }] });
    assert.equal(allowed.statusCode, 201, allowed.body);
    assert.equal(allowed.json().parent, before);
    assert.equal(gitIn(t, repoId, ['rev-parse', `${allowed.json().sha}^{tree}`]).trim(), gitIn(t, repoId, ['rev-parse', `${before}^{tree}`]).trim());
    assert.equal(tip(), allowed.json().sha);
  });

  test('slugs starting or ending with a hyphen are refused for new repositories and organizations', async () => {
    for (const slug of ['-', '-x-', '-lead', 'trail-']) {
      const res = await api(t).post('/v1/repos', { slug });
      assert.equal(res.statusCode, 400, `${slug}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    assert.equal((await api(t).post('/v1/repos', { slug: 'x-y' })).statusCode, 201);
    await assert.rejects(t.createOrg('-team'), /starting and ending with a letter or digit/);
  });
});
