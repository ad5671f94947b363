import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atLeast, permissionOn } from '../../src/domain/access.js';
import { isNewSlug, isValidSlug } from '../../src/domain/slug.js';
import type { ApiKey, Principal, Repo } from '../../src/domain/types.js';
import { decodeCursor, encodeCursor } from '../../src/lib/cursor.js';
import { newId } from '../../src/lib/ids.js';

test('slug rule: lowercase letters, digits, single hyphens, 1-100 characters', () => {
  for (const ok of ['a', 'a-b', 'abc123', '1', 'x'.repeat(100), '-edge', 'edge-']) assert.ok(isValidSlug(ok), ok);
  for (const bad of ['', 'A', 'a--b', 'a_b', 'a b', 'x'.repeat(101), 'é', 'a/b']) assert.ok(!isValidSlug(bad), bad);
});

test('a new slug also neither starts nor ends with a hyphen; older ones stay addressable', () => {
  for (const ok of ['a', 'a-b', 'a1-b2-c3', '1', 'x'.repeat(100)]) assert.ok(isNewSlug(ok), ok);
  for (const bad of ['-', '-x-', '-edge', 'edge-', 'a--b', '', 'A', 'x'.repeat(101)]) assert.ok(!isNewSlug(bad), bad);
  for (const old of ['-edge', 'edge-']) assert.ok(isValidSlug(old), old);
});

test('ids sort by creation, also within one millisecond', () => {
  const ids = Array.from({ length: 500 }, () => newId('x', 1_700_000_000_000));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(newId('x', 1_700_000_000_001) > ids[ids.length - 1]!);
});

test('cursors round-trip; garbage decodes to undefined instead of throwing', () => {
  assert.deepEqual(decodeCursor(encodeCursor({ after: 'repo_1' })), { after: 'repo_1' });
  for (const junk of ['%%%', 'bm90LWpzb24', '', 'W10', 'x'.repeat(600)]) assert.equal(decodeCursor(junk), undefined, junk);
});

const repo = (extra: Partial<Repo> = {}): Repo => ({
  id: 'repo_1', orgId: 'org_a', namespace: 'team', slug: 'app', description: '', visibility: 'private', defaultBranch: 'main',
  isTemplate: false, autoIndex: false, forkedFrom: null, forkMode: null, forkDepth: 0, forkRoot: null, networkId: null,
  createdAt: '', updatedAt: '', ...extra,
});
const principal = (kind: ApiKey['kind'], scopes: ApiKey['scopes'] = null, orgId = 'org_a'): Principal => ({
  org: { id: orgId, slug: 'a', plan: 'free', createdAt: '' },
  key: { id: 'k', orgId, kind, name: null, keyPrefix: '', scopes, expiresAt: null, revokedAt: null, lastUsedAt: null, createdAt: '' },
});

test('access decision: master, scoped tokens, visibility, other organizations', () => {
  assert.equal(permissionOn(principal('master'), repo()), 'master');
  assert.equal(permissionOn(principal('master', null, 'org_b'), repo()), 'none', 'another org sees nothing private');
  assert.equal(permissionOn(principal('master', null, 'org_b'), repo({ visibility: 'public' })), 'read');
  assert.equal(permissionOn(null, repo()), 'none');
  assert.equal(permissionOn(null, repo({ visibility: 'public' })), 'read');
  assert.equal(permissionOn(principal('token', { 'repos:*': ['read'] }), repo()), 'read');
  assert.equal(permissionOn(principal('token', { 'repos:*': ['read', 'write'] }), repo()), 'write');
  assert.equal(permissionOn(principal('token', { 'repos:team/app': ['write'] }), repo()), 'write');
  assert.equal(permissionOn(principal('token', { 'repos:app': ['write'] }), repo()), 'none', 'the bare slug does not match a namespaced repo');
  assert.equal(permissionOn(principal('token', { 'repos:app': ['write'] }), repo({ namespace: null })), 'write');
  assert.equal(permissionOn(principal('token', { 'repos:other': ['write'] }), repo()), 'none');
  assert.equal(permissionOn(principal('token', { 'repos:other': ['write'] }), repo({ visibility: 'public' })), 'read');
  assert.equal(permissionOn(principal('token', { 'vaults:*': ['write'] }), repo()), 'none');
  assert.ok(atLeast('master', 'write') && atLeast('write', 'read') && !atLeast('read', 'write') && !atLeast('none', 'read'));
});
