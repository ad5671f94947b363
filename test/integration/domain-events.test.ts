// Every path that changes a repository publishes its domain events once the change is durable: repository
// create/delete/fork, API commits, merges, ref PUT/DELETE, branch create/delete, snapshot restore, and pushes
// over smart HTTP (one set of events per ref a push moves).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { DomainEvent } from '../../src/domain/events.js';
import { gitClient, remoteUrl } from '../helpers/git-client.js';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('domain events from every path', () => {
  let t: ServingGrove;
  let events: DomainEvent[] = [];
  let orgId: string;

  before(async () => {
    t = await startServingGrove('grove-events-');
    // every event carries the bus's envelope (a unique id, the publishing node); the tests compare the rest
    t.grove.services.events.subscribe(({ id, node, ...event }) => {
      assert.match(id, /^evt_[0-9a-z]{26}$/);
      assert.equal(node, t.grove.services.events.node);
      events.push(event as DomainEvent);
    });
    orgId = (await t.grove.store.orgs.findBySlug(t.org))!.id;
  });
  after(() => t.close());

  /** What happened since the last call, with times zeroed; waits a moment for the push lists walked in the background. */
  async function take(count: number): Promise<Record<string, unknown>[]> {
    for (const until = Date.now() + 5000; events.length < count && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    const taken = events.map(({ at, ...rest }) => {
      assert.ok(at > 0);
      return rest as Record<string, unknown>;
    });
    events = [];
    return taken;
  }

  test('repository create: repo.created, then the initial commit on the default branch', async () => {
    const created = (await api(t).post('/v1/repos', { slug: 'ev' })).json<{ id: string }>();
    const head = (await api(t).get('/v1/repos/ev/branches/main')).json<{ sha: string }>().sha;
    const base = { orgId, repoId: created.id };
    assert.deepEqual(await take(4), [
      { ...base, type: 'repo.created' },
      { ...base, type: 'ref.updated', ref: 'refs/heads/main', before: null, after: head, source: 'api' },
      { ...base, type: 'branch.created', branch: 'main', sha: head, source: 'api' },
      { ...base, type: 'push', branch: 'main', before: null, after: head, commits: [head], commitsTruncated: false, source: 'api' },
    ]);
  });

  test('commits, branches, merges, refs, snapshot restore', async () => {
    const repoId = (await api(t).get('/v1/repos/ev')).json<{ id: string }>().id;
    const base = { orgId, repoId, source: 'api' as const };
    const main0 = (await api(t).get('/v1/repos/ev/branches/main')).json<{ sha: string }>().sha;

    const c1 = (await api(t).post('/v1/repos/ev/commits', { branch: 'main', message: 'one', changes: [{ path: 'a.txt', content: 'a' }] })).json<{ sha: string }>().sha;
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/heads/main', before: main0, after: c1 },
      { ...base, type: 'push', branch: 'main', before: main0, after: c1, commits: [c1], commitsTruncated: false },
    ]);

    assert.equal((await api(t).post('/v1/repos/ev/branches', { name: 'topic' })).statusCode, 201);
    assert.deepEqual(await take(3), [
      { ...base, type: 'ref.updated', ref: 'refs/heads/topic', before: null, after: c1 },
      { ...base, type: 'branch.created', branch: 'topic', sha: c1 },
      { ...base, type: 'push', branch: 'topic', before: null, after: c1, commits: [], commitsTruncated: false },
    ]);

    const t1 = (await api(t).post('/v1/repos/ev/commits', { branch: 'topic', message: 't1', changes: [{ path: 'b.txt', content: 'b' }] })).json<{ sha: string }>().sha;
    const t2 = (await api(t).post('/v1/repos/ev/commits', { branch: 'topic', message: 't2', changes: [{ path: 'c.txt', content: 'c' }] })).json<{ sha: string }>().sha;
    await take(4);
    const merged = await api(t).post('/v1/repos/ev/branches/main/merge', { source: 'topic' });
    assert.equal(merged.json<{ sha: string }>().sha, t2);
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/heads/main', before: c1, after: t2 },
      { ...base, type: 'push', branch: 'main', before: c1, after: t2, commits: [t2, t1], commitsTruncated: false },
    ]);

    assert.equal((await api(t).put('/v1/repos/ev/refs/tags/v1', { sha: t2 })).statusCode, 200);
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/tags/v1', before: null, after: t2 },
      { ...base, type: 'tag.created', tag: 'v1', sha: t2 },
    ]);
    assert.equal((await api(t).delete('/v1/repos/ev/refs/tags/v1')).statusCode, 200);
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/tags/v1', before: t2, after: null },
      { ...base, type: 'tag.deleted', tag: 'v1', sha: t2 },
    ]);

    assert.equal((await api(t).post('/v1/repos/ev/snapshots', { name: 'before', branch: 'main' })).statusCode, 201);
    assert.deepEqual(await take(1), [{ ...base, type: 'ref.updated', ref: 'refs/grove/snapshots/before', before: null, after: t2 }]);
    await api(t).post('/v1/repos/ev/commits', { branch: 'main', message: 'later', changes: [{ path: 'd.txt', content: 'd' }] });
    const later = (await take(2))[0]!;
    assert.equal((await api(t).post('/v1/repos/ev/snapshots/before/restore', {})).statusCode, 200);
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/heads/main', before: later.after, after: t2 },
      { ...base, type: 'push', branch: 'main', before: later.after, after: t2, commits: [], commitsTruncated: false },
    ]);

    assert.equal((await api(t).delete('/v1/repos/ev/branches/topic')).statusCode, 200);
    assert.deepEqual(await take(2), [
      { ...base, type: 'ref.updated', ref: 'refs/heads/topic', before: t2, after: null },
      { ...base, type: 'branch.deleted', branch: 'topic', sha: t2 },
    ]);
  });

  test('a push that moves three refs publishes their events, source git', async () => {
    const repoId = (await api(t).get('/v1/repos/ev')).json<{ id: string }>().id;
    const clone = path.join(t.work, 'ev');
    // async git: the server runs in this process, and would wait on a blocked event loop
    const git = gitClient(t.work);
    await git.ok(['clone', '-q', remoteUrl(t, 'ev'), clone]);
    const before = await git.ok(['rev-parse', 'HEAD'], clone);
    const pushed = await git.commitFile(clone, 'pushed.txt', 'pushed\n', 'pushed');
    events = [];
    await git.ok(['push', '-q', 'origin', 'HEAD:main', 'HEAD:refs/heads/side', 'HEAD:refs/tags/v2'], clone);
    const got = await take(7);
    const base = { orgId, repoId, source: 'git' as const };
    const byType = (type: string) => got.filter((e) => e.type === type);
    assert.deepEqual(byType('ref.updated').map((e) => String(e.ref)).sort(), ['refs/heads/main', 'refs/heads/side', 'refs/tags/v2']);
    assert.deepEqual(byType('branch.created'), [{ ...base, type: 'branch.created', branch: 'side', sha: pushed }]);
    assert.deepEqual(byType('tag.created'), [{ ...base, type: 'tag.created', tag: 'v2', sha: pushed }]);
    assert.deepEqual(
      byType('push').sort((a, b) => (String(a.branch) < String(b.branch) ? -1 : 1)),
      [
        { ...base, type: 'push', branch: 'main', before, after: pushed, commits: [pushed], commitsTruncated: false },
        { ...base, type: 'push', branch: 'side', before: null, after: pushed, commits: [], commitsTruncated: false },
      ],
    );
  });

  test('fork and delete', async () => {
    const source = (await api(t).get('/v1/repos/ev')).json<{ id: string }>().id;
    const fork = await api(t).post('/v1/repos/ev/fork', { slug: 'ev-fork' });
    assert.equal(fork.statusCode, 201, fork.body);
    const forkId = fork.json<{ id: string }>().id;
    const got = await take(1);
    assert.deepEqual(got[0], { orgId, repoId: forkId, type: 'repo.created', forkedFrom: source });
    assert.equal((await api(t).delete('/v1/repos/ev-fork')).statusCode, 200);
    assert.deepEqual(await take(1), [{ orgId, repoId: forkId, type: 'repo.deleted', namespace: null, slug: 'ev-fork' }]);
  });
});
