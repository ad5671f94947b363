// Pushes to fork-network members (docs/adr/0003-fork-networks.md, "Pushes to members"): a pushed ref may need
// only objects the push itself sent or the member already reaches, never objects only the shared pool holds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';
import { emptyPack, packObjectCount, postReceivePack, pushBody, ZERO_OID } from '../helpers/git-wire.js';
import { gitClient, type GitClient, remoteUrl } from '../helpers/git-client.js';

describe('pushes to fork-network members', () => {
  let t: ServingGrove;
  let git: GitClient;
  /** A bare copy of the parent: where the tests build the objects they push. */
  let scratch: string;
  let c1: string;
  let secret: string;
  let secretBlob: string;
  let secretText: string;
  const url = (slug: string) => remoteUrl(t, slug);
  const status = async (res: Promise<{ statusCode: number }>) => (await res).statusCode;
  const dirOf = async (slug: string) => repoPath(t.dataDir, (await api(t).get(`/v1/repos/${slug}`)).json().id as string);
  const branch = async (slug: string, name: string) => {
    const res = await api(t).get(`/v1/repos/${slug}/branches/${name}`);
    return res.statusCode === 200 ? (res.json().sha as string) : null;
  };
  const commit = async (slug: string, file: string, content: string) => {
    const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch: 'main', message: `edit ${file}`, changes: [{ path: file, content }] });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().sha as string;
  };
  /** A refused push: 200 with git's report, `ng` for the ref, the reason on the side band, and no ref created. */
  const assertRefused = async (slug: string, ref: string, answer: { status: number; text: string }) => {
    assert.equal(answer.status, 200);
    assert.match(answer.text, new RegExp(`ng ${ref} pre-receive hook declined`));
    assert.match(answer.text, /push refused: missing necessary objects/);
    assert.equal(await branch(slug, ref.replace('refs/heads/', '')), null, `${ref} was not created`);
  };

  before(async () => {
    t = await startServingGrove('grove-fork-push-');
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    git = gitClient(t.work);
    assert.equal((await api(t).post('/v1/repos', { slug: 'upstream' })).statusCode, 201);
    c1 = await commit('upstream', 'a.txt', `${'line of a\n'.repeat(120)}`);
    assert.equal((await api(t).post('/v1/repos/upstream/fork', { slug: 'member' })).statusCode, 201);
    // the parent's later commit reaches the pool when the parent is forked again; the fork never reached it
    secretText = `${randomBytes(1500).toString('hex')}\n`;
    secret = await commit('upstream', 'secret.txt', secretText);
    assert.equal((await api(t).post('/v1/repos/upstream/fork', { slug: 'member-2' })).statusCode, 201);
    const forkDir = await dirOf('member');
    await git.ok(['--git-dir', forkDir, 'cat-file', '-e', secret]); // readable through the pool: only the checks keep it out
    secretBlob = await git.ok(['--git-dir', await dirOf('upstream'), 'rev-parse', `${secret}:secret.txt`]);
    scratch = mkdtempSync(path.join(t.work, 'scratch-'));
    await git.ok(['clone', '-q', '--bare', '--no-local', await dirOf('upstream'), scratch]);
  });
  after(() => t.close());

  test('an empty pack cannot point a ref at a pool-only commit, nor can a pushed tree name a pool-only blob', async () => {
    await assertRefused('member', 'refs/heads/stolen', await postReceivePack(t, 'member', pushBody([`${ZERO_OID} ${secret} refs/heads/stolen`], emptyPack())));
    assert.equal(await status(api(t).get(`/v1/repos/member/commits/${secret}`)), 404);

    // a commit and tree of the push's own, whose tree names the pool-only blob it did not send
    const tree = await git.ok(['--git-dir', scratch, 'mktree'], scratch, `100644 blob ${secretBlob}\tsecret.txt\n`);
    const made = await git.ok(['--git-dir', scratch, 'commit-tree', tree, '-p', c1, '-m', 'names the secret'], scratch);
    const pack = git.bytes(['--git-dir', scratch, 'pack-objects', '--stdout', '-q'], scratch, `${made}\n${tree}\n`);
    assert.equal(packObjectCount(pack), 2);
    await assertRefused('member', 'refs/heads/via-tree', await postReceivePack(t, 'member', pushBody([`${ZERO_OID} ${made} refs/heads/via-tree`], pack)));
    assert.equal(await status(api(t).get(`/v1/repos/member/tree/${made}`)), 404);

    // the same requests are fine where the refs reach the objects: the parent
    const own = await postReceivePack(t, 'upstream', pushBody([`${ZERO_OID} ${secret} refs/heads/again`], emptyPack()));
    assert.match(own.text, /ok refs\/heads\/again/);
    const viaTree = await postReceivePack(t, 'upstream', pushBody([`${ZERO_OID} ${made} refs/heads/via-tree`], pack));
    assert.match(viaTree.text, /ok refs\/heads\/via-tree/);
    assert.equal(await branch('member', 'via-tree'), null, 'nothing reached the fork');
  });

  test('a thin pack cannot use a pool-only object as a delta base', async () => {
    // a new blob that is the secret plus a line, sent as a delta against the secret blob: index-pack would fill
    // the base in from the pool and the new blob would hand the secret's content to the fork
    const blob = await git.ok(['--git-dir', scratch, 'hash-object', '-w', '--stdin'], scratch, `${secretText}one more line\n`);
    const tree = await git.ok(['--git-dir', scratch, 'mktree'], scratch, `100644 blob ${blob}\tsecret.txt\n`);
    const made = await git.ok(['--git-dir', scratch, 'commit-tree', tree, '-p', c1, '-m', 'thin'], scratch);
    // --shallow makes pack-objects use the trees of every excluded commit (here: the secret's) as delta bases
    const pack = git.bytes(['--git-dir', scratch, 'pack-objects', '--revs', '--thin', '--shallow', '--stdout', '-q'], scratch, `${made}\n^${secret}\n`);
    assert.equal(packObjectCount(pack), 3, 'commit, tree, blob');
    const bare = mkdtempSync(path.join(t.work, 'no-base-'));
    await git.ok(['init', '-q', '--bare', bare]);
    const unresolved = await git.run(['--git-dir', bare, 'index-pack', '--stdin'], bare, pack);
    assert.match(unresolved.stderr, /unresolved delta/, 'precondition: the pack is thin, its blob a delta against the secret');

    await assertRefused('member', 'refs/heads/thin', await postReceivePack(t, 'member', pushBody([`${ZERO_OID} ${made} refs/heads/thin`], pack)));
    assert.equal(await status(api(t).get(`/v1/repos/member/blob/${made}/secret.txt`)), 404);
    assert.equal(await status(api(t).get(`/v1/repos/member/commits/${made}`)), 404);
    // against a base the refs reach, the same thin pack is an ordinary push
    const own = await postReceivePack(t, 'upstream', pushBody([`${ZERO_OID} ${made} refs/heads/thin`], pack));
    assert.match(own.text, /ok refs\/heads\/thin/);
    assert.equal((await api(t).get(`/v1/repos/upstream/blob/thin/secret.txt`)).json().content, `${secretText}one more line\n`);
  });

  test('the git client prints the refusal; ordinary pushes to members go through (thin packs, old commits, tags, deletes)', async () => {
    const cwd = path.join(t.work, 'member-clone');
    await git.ok(['clone', '-q', url('member'), cwd]);
    // an edit of a big file: git sends it as a thin delta against the blob the fork already has
    writeFileSync(path.join(cwd, 'a.txt'), `${'line of a\n'.repeat(120)}one more\n`);
    await git.ok(['commit', '-q', '-am', 'edit a'], cwd);
    await git.ok(['push', '-q', 'origin', 'main'], cwd);
    const head = await git.ok(['rev-parse', 'HEAD'], cwd);
    assert.equal(await branch('member', 'main'), head);
    await git.ok(['push', '-q', 'origin', `${c1}:refs/heads/old`], cwd); // an old commit the fork reaches: no objects sent
    assert.equal(await branch('member', 'old'), c1);
    await git.ok(['tag', '-a', '-m', 'release', 'v1'], cwd);
    await git.ok(['push', '-q', 'origin', 'v1', ':refs/heads/old'], cwd);
    assert.equal(await branch('member', 'old'), null);
    assert.equal(await status(api(t).get('/v1/repos/member/refs/refs/tags/v1')), 200);

    // A client that has the parent's secret, pushing it with push negotiation: upload-pack acknowledges the
    // secret as common (the fork reads it through the pool), so the client sends no objects, and the push is
    // refused with git's report. Without negotiation the client sends the objects itself, which is allowed.
    const parentClone = path.join(t.work, 'parent-clone');
    await git.ok(['clone', '-q', url('upstream'), parentClone]);
    const negotiated = await git.run(['-c', 'protocol.version=2', '-c', 'push.negotiate=true', 'push', url('member'), `${secret}:refs/heads/stolen`], parentClone);
    assert.notEqual(negotiated.code, 0);
    assert.match(negotiated.stderr, /! \[remote rejected\] [0-9a-f]{40} -> stolen \(pre-receive hook declined\)/);
    assert.match(negotiated.stderr, /remote: push refused: missing necessary objects/);
    assert.equal(await branch('member', 'stolen'), null);
    await git.ok(['push', '-q', url('member'), `${secret}:refs/heads/sent`], parentClone);
    assert.equal(await branch('member', 'sent'), secret);
  });
});
