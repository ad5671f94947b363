import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchGitRoute } from '../../src/http/git-http/route.js';

test('git smart-HTTP URLs are recognized with their address, endpoint, route template and query', () => {
  assert.deepEqual(matchGitRoute('/acme/app.git/info/refs?service=git-upload-pack'), {
    address: { org: 'acme', namespace: null, slug: 'app' },
    endpoint: 'info/refs',
    template: '/:org/:repo/info/refs',
    query: 'service=git-upload-pack',
  });
  assert.deepEqual(matchGitRoute('/acme/team/lib.git/git-receive-pack'), {
    address: { org: 'acme', namespace: 'team', slug: 'lib' },
    endpoint: 'git-receive-pack',
    template: '/:org/:namespace/:repo/git-receive-pack',
    query: '',
  });
  assert.equal(matchGitRoute('/acme/app.git/git-upload-pack')?.template, '/:org/:repo/git-upload-pack');
  // percent-encoded segments are decoded as a router would; broken encodings are not git URLs
  assert.deepEqual(matchGitRoute('/acme/my%2Dapp.git/info/refs')?.address, { org: 'acme', namespace: null, slug: 'my-app' });
  assert.equal(matchGitRoute('/acme/%E0%A4%A.git/info/refs'), null);
});

test('the .git suffix is optional, as on other git hosts', () => {
  assert.deepEqual(matchGitRoute('/acme/app/info/refs?service=git-upload-pack'), {
    address: { org: 'acme', namespace: null, slug: 'app' },
    endpoint: 'info/refs',
    template: '/:org/:repo/info/refs',
    query: 'service=git-upload-pack',
  });
  assert.deepEqual(matchGitRoute('/acme/team/lib/git-receive-pack')?.address, { org: 'acme', namespace: 'team', slug: 'lib' });
  assert.deepEqual(matchGitRoute('/acme/info/info/refs')?.address, { org: 'acme', namespace: null, slug: 'info' });
  // the REST API's own prefix is never an organization of a git URL without .git
  assert.equal(matchGitRoute('/v1/repos/info/refs'), null);
  assert.equal(matchGitRoute('/v1/app/git-upload-pack'), null);
});

test('anything else is left to the REST router', () => {
  for (const url of [
    undefined,
    '/v1/repos',
    '/acme/.git/info/refs',
    '/acme/app/info/refs/extra',
    '/acme/app.git/info/refs/extra',
    '/acme/app.git/objects/info/packs',
    '/acme/app.git/HEAD',
    '/a/b/c/app.git/info/refs',
    '/app.git/info/refs',
    '/acme/app.git%00/info/refs',
    '/acme/app.git/git-upload-pack#x',
  ]) {
    assert.equal(matchGitRoute(url), null, String(url));
  }
});
