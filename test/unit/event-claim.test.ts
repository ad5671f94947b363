import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventId, InProcessEventClaim } from '../../src/events/claim.js';

test('event claim: the first claimer of an event id wins; only recent ids are remembered', async () => {
  const claim = new InProcessEventClaim(2);
  assert.equal(await claim.claim('a'), true);
  assert.equal(await claim.claim('a'), false);
  assert.equal(await claim.claim('b'), true);
  assert.equal(await claim.claim('c'), true);
  assert.equal(await claim.claim('a'), true, 'a fell out of the memory of the two most recent ids');
});

test('event ids: the same on every node (JSON round trip, field order), different for different events', () => {
  const event = { type: 'repo.created' as const, orgId: 'org_1', repoId: 'repo_1', at: 1, forkedFrom: undefined };
  assert.equal(eventId(event), eventId(JSON.parse(JSON.stringify(event)) as typeof event));
  assert.equal(eventId(event), eventId({ at: 1, repoId: 'repo_1', orgId: 'org_1', type: 'repo.created' }));
  assert.notEqual(eventId(event), eventId({ ...event, at: 2 }));
  assert.match(eventId(event), /^[0-9a-f]{64}$/);
});
