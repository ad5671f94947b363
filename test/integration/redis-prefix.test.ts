// Deployments sharing one Redis hear each other's events only when they share GROVE_REDIS_PREFIX.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PublishedEvent } from '../../src/domain/events.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { REDIS_URL, serviceAvailable } from '../helpers/services.js';

const redisUp = await serviceAvailable('Redis');

describe('one Redis, several deployments', { skip: redisUp ? false : 'Redis unavailable' }, () => {
  const prefix = `grove-test-${randomBytes(4).toString('hex')}`;
  let a: TestGrove;
  let sameCluster: TestGrove;
  let other: TestGrove;
  const heard = { same: [] as PublishedEvent[], other: [] as PublishedEvent[] };

  before(async () => {
    a = await startTestGrove({ env: { GROVE_REDIS_URL: REDIS_URL, GROVE_REDIS_PREFIX: prefix } });
    sameCluster = await startTestGrove({ env: { GROVE_REDIS_URL: REDIS_URL, GROVE_REDIS_PREFIX: prefix } });
    other = await startTestGrove({ env: { GROVE_REDIS_URL: REDIS_URL, GROVE_REDIS_PREFIX: `${prefix}-other` } });
    sameCluster.grove.services.events.subscribe((event) => heard.same.push(event));
    other.grove.services.events.subscribe((event) => heard.other.push(event));
  });
  after(async () => {
    await Promise.all([a.close(), sameCluster.close(), other.close()]);
  });

  test("an event reaches the nodes of its own prefix only", async () => {
    const repo = (await api(a).post('/v1/repos', { slug: 'prefixed' })).json<{ id: string }>();
    const fromA = (e: PublishedEvent) => e.type === 'repo.created' && e.repoId === repo.id;
    for (let i = 0; i < 100 && !heard.same.some(fromA); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(heard.same.some(fromA), 'a node with the same prefix heard it');
    // give the other deployment the same time again: nothing may arrive
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(heard.other.filter(fromA).length, 0, 'a deployment with another prefix did not');
  });
});
