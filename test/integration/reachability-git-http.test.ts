// Git smart HTTP, protocol v2, for fork-network members: the ids a fetch or object-info request names are read
// and checked before upload-pack runs, however the request is written; other repositories are left to git.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { GIT_HTTP_LIMITS } from '../../src/services/git-http/index.js';
import { bareGit as git, commitFiles } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

const pkt = (s: string) => Buffer.concat([Buffer.from((Buffer.byteLength(s) + 4).toString(16).padStart(4, '0')), Buffer.from(s)]);
const FLUSH = Buffer.from('0000');
const DELIM = Buffer.from('0001');
const request = (command: string, args: string[], tail: Buffer[] = [FLUSH]) =>
  Buffer.concat([pkt(`command=${command}\n`), pkt('agent=git/2.39.5\n'), pkt('object-format=sha1\n'), DELIM, ...args.map((a) => pkt(`${a}\n`)), ...tail]);
const notOurRef = (oid: string) => `0049ERR upload-pack: not our ref ${oid}`;

describe('git smart HTTP v2: fetch by id in fork networks', () => {
  let t: TestGrove;
  let auth: string;
  let tip: string;
  let old: string;
  let oldBlob: string;
  let stray: string;
  let strayBlob: string;
  let soloStray: string;
  let soloStrayBlob: string;

  /** An unreachable commit (with a new blob) written straight into a repository's objects. */
  const strayCommit = (dir: string, parent: string, content: string) => {
    const commit = commitFiles(dir, { 'stray.txt': content }, 'stray', parent);
    return { commit, blob: git(dir, ['rev-parse', `${commit}:stray.txt`]) };
  };
  const upload = (slug: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/acme/${slug}.git/git-upload-pack`,
      payload,
      headers: { authorization: auth, 'content-type': 'application/x-git-upload-pack-request', 'git-protocol': 'version=2' },
    });

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    auth = `Basic ${Buffer.from(`${t.org}:${t.key}`).toString('base64')}`;
    await api(t).post('/v1/repos', { slug: 'up' });
    const commit = async (slug: string, content: string) =>
      (await api(t).post(`/v1/repos/${slug}/commits`, { branch: 'main', message: content, changes: [{ path: 'a.txt', content }] })).json().sha as string;
    old = await commit('up', 'old\n');
    tip = await commit('up', 'new\n');
    const fork = await api(t).post('/v1/repos/up/fork', { slug: 'down' });
    assert.equal(fork.statusCode, 201, fork.body);
    const dir = repoPath(t.dataDir, fork.json().id as string);
    oldBlob = git(dir, ['rev-parse', `${old}:a.txt`]);
    // an object the member holds (here its own, loose) but no ref of it reaches: refused like a pool-only one
    ({ commit: stray, blob: strayBlob } = strayCommit(dir, tip, 'stray\n'));

    const solo = (await api(t).post('/v1/repos', { slug: 'solo' })).json() as { id: string };
    const soloDir = repoPath(t.dataDir, solo.id);
    ({ commit: soloStray, blob: soloStrayBlob } = strayCommit(soloDir, git(soloDir, ['rev-parse', 'refs/heads/main']), 'solo stray\n'));
  });
  after(() => t.close());

  test('a want the repository does not reach is refused with git’s own "not our ref"', async () => {
    for (const wants of [[`want ${stray}`], [`want ${tip}`, `want ${strayBlob}`], [`want ${old}`, `want ${stray}`]]) {
      const res = await upload('down', request('fetch', [...wants, 'ofs-delta', 'done']));
      assert.equal(res.statusCode, 200);
      const bad = wants.at(-1)!.slice(5);
      assert.equal(res.body, notOurRef(bad), wants.join(', '));
    }
  });

  test('protocol v0/v1 too: git refuses unreachable commits itself but serves any tree or blob, so Grove checks', async () => {
    const v0 = (slug: string, wants: string[], version?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/acme/${slug}.git/git-upload-pack`,
        payload: Buffer.concat([...wants.map((w, i) => pkt(`want ${w}${i === 0 ? ' ofs-delta no-progress' : ''}\n`)), FLUSH, pkt(`have ${tip}\n`), pkt('done\n')]),
        headers: { authorization: auth, 'content-type': 'application/x-git-upload-pack-request', ...(version ? { 'git-protocol': version } : {}) },
      });
    for (const version of [undefined, 'version=1']) {
      assert.match((await v0('down', [stray], version)).body, new RegExp(`ERR upload-pack: not our ref ${stray}`));
      assert.equal((await v0('down', [tip, strayBlob], version)).body, notOurRef(strayBlob));
      assert.match((await v0('down', [oldBlob], version)).body, /^00(08NAK|31ACK [0-9a-f]{40})\nPACK/, 'a reachable blob of older history');
    }
    const soloBlob = (await v0('solo', [soloStrayBlob])).body;
    assert.match(soloBlob, /^00(08NAK|31ACK [0-9a-f]{40})\nPACK/, 'outside networks git decides, as before');
  });

  test('wants are found wherever and however they are written', async () => {
    const haves = Array.from({ length: 2000 }, () => `have ${tip}`);
    const cases: [string, string[]][] = [
      ['after many haves', [...haves, `want ${stray}`, 'done']],
      ['upper-case hex', [`want ${stray.toUpperCase()}`, 'done']],
      ['text after the id', [`want ${stray} trailing`, 'done']],
      ['among reachable ones', [`want ${tip}`, `want ${old}`, `want ${oldBlob}`, `want ${stray}`, 'done']],
    ];
    for (const [what, args] of cases) {
      const res = await upload('down', request('fetch', args));
      assert.equal(res.body, notOurRef(stray), what);
    }
  });

  test('reachable wants go to git: ref tips, older commits, blobs of older history (partial clone)', async () => {
    for (const wants of [[tip], [old], [oldBlob], [tip, old, oldBlob]]) {
      const res = await upload('down', request('fetch', [...wants.map((w) => `want ${w}`), 'no-progress', 'done']));
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /^000dpackfile\n/, wants.join(', '));
    }
  });

  test('object-info answers for reachable objects only', async () => {
    const ok = await upload('down', request('object-info', ['size', `oid ${oldBlob}`]));
    assert.equal(ok.body, `0008size${pkt(`${oldBlob} 4`).toString()}0000`);
    const refused = await upload('down', request('object-info', ['size', `oid ${oldBlob}`, `oid ${strayBlob}`]));
    assert.equal(refused.body, notOurRef(strayBlob));
  });

  test('a request that cannot be checked is refused: malformed ids, no flush, data after it, too large', async () => {
    const malformed = await upload('down', request('fetch', ['want nothex', 'done']));
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.body, /expected 'want <object id>'/);
    const unterminated = await upload('down', request('fetch', [`want ${stray}`], []));
    assert.equal(unterminated.statusCode, 400);
    const trailing = await upload('down', Buffer.concat([request('fetch', [`want ${tip}`, 'done']), request('fetch', [`want ${stray}`, 'done'])]));
    assert.equal(trailing.statusCode, 400);
    assert.match(trailing.body, /data after the end of the request/);
    const line = `have ${tip}`;
    const count = Math.ceil(GIT_HTTP_LIMITS.checkedFetchBytes / (line.length + 5)) + 10;
    const huge = await upload('down', request('fetch', [...Array.from({ length: count }, () => line), `want ${stray}`, 'done']));
    assert.equal(huge.statusCode, 413, huge.body.slice(0, 300));
  });

  test('ls-refs of a member is unchanged; a repository outside any network serves its own unreachable commits', async () => {
    const refs = await upload('down', request('ls-refs', ['symrefs', 'ref-prefix refs/heads/']));
    assert.equal(refs.statusCode, 200);
    assert.match(refs.body, new RegExp(`${tip} refs/heads/main`));
    const solo = await upload('solo', request('fetch', [`want ${soloStray}`, 'no-progress', 'done']));
    assert.equal(solo.statusCode, 200);
    assert.match(solo.body, /^000dpackfile\n/);
  });
});
