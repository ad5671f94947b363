// Instant forks across organizations (SPEC forks rule 9): the forking tenant's repository shares the template's
// object pool, which also holds the template's unreachable history, its hidden snapshot refs' objects, other
// repositories of the template's organization and the template's later writes. None of it may be read,
// fetched or pushed into reach through the fork — by REST, git protocol v0 or v2, or the git client — and the
// template's organization may not read the fork's objects either. docs/adr/0003-fork-networks.md.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { api, postUploadPack, startServingGrove, type ServingGrove } from '../helpers/grove.js';
import { emptyPack, pkt, postReceivePack, pushBody, ZERO_OID } from '../helpers/git-wire.js';
import { gitClient, type GitClient, remoteUrl } from '../helpers/git-client.js';

interface Secret {
  what: string;
  commit: string;
  tree: string;
  blob: string;
  path: string;
}

describe('instant forks across organizations', () => {
  let t: ServingGrove;
  let git: GitClient;
  let globexKey: string;
  let c1: string;
  const secrets: Secret[] = [];
  let mineId: string;
  let internalSecretText: string;
  const globex = () => api(t, globexKey);
  const url = (org: string, key: string, slug: string) => remoteUrl(t, slug, { org, creds: `${org}:${key}` });
  const dirOf = (id: string) => repoPath(t.dataDir, id);
  const commit = async (client: ReturnType<typeof api>, slug: string, file: string, content: string, branch = 'main') => {
    const res = await client.post(`/v1/repos/${slug}/commits`, { branch, message: `${file}`, changes: [{ path: file, content }] });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().sha as string;
  };
  const secretOf = async (what: string, dir: string, commitId: string, file: string): Promise<Secret> => ({
    what,
    commit: commitId,
    tree: await git.ok(['--git-dir', dir, 'rev-parse', `${commitId}^{tree}`]),
    blob: await git.ok(['--git-dir', dir, 'rev-parse', `${commitId}:${file}`]),
    path: file,
  });
  const objectInfo = async (slug: string, oid: string) => {
    const body = Buffer.concat([pkt('command=object-info\n'), Buffer.from('0001'), pkt('size\n'), pkt(`oid ${oid}\n`), Buffer.from('0000')]);
    return (await postUploadPack(t, slug, body)).text();
  };

  before(async () => {
    t = await startServingGrove('grove-forks-cross-org-');
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    git = gitClient(t.work);
    globexKey = await t.createOrg('globex', 'paid');
    const starter = await globex().post('/v1/repos', { slug: 'starter', visibility: 'public', is_template: true });
    assert.equal(starter.statusCode, 201, starter.body);
    const starterDir = dirOf(starter.json().id as string);
    c1 = await commit(globex(), 'starter', 'README.md', 'a starter\n');
    // history the template's refs no longer reach: a commit its branch was reset away from
    const dropped = await commit(globex(), 'starter', 'leak.txt', 'API_KEY=dropped\n');
    assert.equal((await globex().put('/v1/repos/starter/refs/refs/heads/main', { sha: c1, expected_sha: dropped })).statusCode, 200);
    secrets.push(await secretOf('reset-away commit', starterDir, dropped, 'leak.txt'));
    // a commit only a snapshot (a hidden ref the fork does not copy) keeps
    const pinned = await commit(globex(), 'starter', 'draft.txt', 'unreleased draft\n');
    assert.equal((await globex().post('/v1/repos/starter/snapshots', { name: 'pin', branch: 'main', metadata: {} })).statusCode, 201);
    assert.equal((await globex().put('/v1/repos/starter/refs/refs/heads/main', { sha: c1, expected_sha: pinned })).statusCode, 200);
    secrets.push(await secretOf('snapshot-only commit', starterDir, pinned, 'draft.txt'));
    // a private repository of the template's organization in the same network; its objects reach the pool
    // when it is forked in turn
    const internal = await globex().post('/v1/repos/starter/fork', { slug: 'internal' });
    assert.equal(internal.statusCode, 201, internal.body);
    internalSecretText = `${randomBytes(1500).toString('hex')}\n`;
    const internalSecret = await commit(globex(), 'internal', 'secret.txt', internalSecretText);
    assert.equal((await globex().post('/v1/repos/internal/fork', { slug: 'internal-2' })).statusCode, 201);
    secrets.push(await secretOf('private repository of the other organization', dirOf(internal.json().id as string), internalSecret, 'secret.txt'));

    const mine = await api(t).post('/v1/repos/starter/fork', { slug: 'mine', source_org: 'globex' });
    assert.equal(mine.statusCode, 201, mine.body);
    assert.equal(mine.json().fork_mode, 'instant');
    mineId = mine.json().id as string;
    const network = (await t.grove.store.repos.findById(mineId))!.networkId;
    assert.ok(network);
    assert.equal((await t.grove.store.repos.findById(internal.json().id as string))!.networkId, network, 'one network, two organizations');

    // the template's writes after the fork; they reach the pool when the template is forked again
    const later = await commit(globex(), 'starter', 'later.txt', 'written after the fork\n');
    assert.equal((await globex().post('/v1/repos/starter/fork', { slug: 'starter-2' })).statusCode, 201);
    secrets.push(await secretOf('later write of the template', starterDir, later, 'later.txt'));
    // precondition: every one of them is in the object store the fork reads (the pool); only Grove's checks keep them out
    for (const s of secrets) for (const oid of [s.commit, s.tree, s.blob]) await git.ok(['--git-dir', dirOf(mineId), 'cat-file', '-e', oid]);
  });
  after(() => t.close());

  test('REST reads by id answer 404 for everything the template\'s branches and tags do not reach', async () => {
    const mine = '/v1/repos/mine';
    const status = async (url: string) => (await api(t).get(url)).statusCode;
    assert.equal(await status(`${mine}/commits/${c1}`), 200);
    assert.equal(await status(`${mine}/blob/${c1}/README.md`), 200);
    for (const s of secrets) {
      assert.equal(await status(`${mine}/commits/${s.commit}`), 404, s.what);
      assert.equal(await status(`${mine}/tree/${s.commit}`), 404, s.what);
      assert.equal(await status(`${mine}/tree/${s.tree}`), 404, s.what);
      assert.equal(await status(`${mine}/blob/${s.commit}/${s.path}`), 404, s.what);
      assert.equal(await status(`${mine}/raw/${s.commit}/${s.path}`), 404, s.what);
      assert.equal(await status(`${mine}/diff?base=${c1}&head=${s.commit}`), 404, s.what);
      assert.equal((await api(t).put(`${mine}/refs/refs/tags/grab`, { sha: s.blob })).statusCode, 404, s.what);
      assert.equal((await api(t).post(`${mine}/branches`, { name: 'grab', from_sha: s.commit })).statusCode, 404, s.what);
    }
    assert.equal((await api(t).get(`${mine}/branches/main`)).json().sha, c1, 'the fork kept its snapshot of the template');
  });

  test('git: clone shows the fork\'s refs only; fetch by id (v0, v2) and object-info refuse the rest', async () => {
    const cwd = path.join(t.work, 'mine-clone');
    await git.ok(['clone', '-q', url('acme', t.key, 'mine'), cwd]);
    const history = (await git.ok(['rev-list', '--all'], cwd)).split('\n');
    assert.equal(history[0], c1);
    for (const s of secrets) assert.ok(!history.includes(s.commit), s.what);
    for (const s of secrets) {
      assert.notEqual((await git.run(['cat-file', '-e', s.commit], cwd)).code, 0, `${s.what}: not in the clone`);
      for (const version of ['2', '0']) {
        const fetched = await git.run(['-c', `protocol.version=${version}`, 'fetch', '-q', 'origin', s.commit], cwd);
        assert.notEqual(fetched.code, 0, `${s.what}: fetch v${version}`);
        assert.match(fetched.stderr, /not our ref/);
      }
      for (const oid of [s.tree, s.blob]) assert.equal(await objectInfo('mine', oid), pkt(`ERR upload-pack: not our ref ${oid}`).toString(), s.what);
    }
    const readme = await git.ok(['rev-parse', 'HEAD:README.md'], cwd);
    assert.match(await objectInfo('mine', readme), new RegExp(`${readme} 10`), 'reachable objects are described');
  });

  test('pushes to the fork cannot point at the pool\'s other objects (empty pack, thin-pack delta)', async () => {
    for (const s of secrets) {
      const answer = await postReceivePack(t, 'mine', pushBody([`${ZERO_OID} ${s.commit} refs/heads/grab`], emptyPack()));
      assert.match(answer.text, /ng refs\/heads\/grab pre-receive hook declined/, s.what);
    }
    // a blob sent as a delta against the other organization's private blob
    const internal = secrets.find((s) => s.what.startsWith('private repository'))!;
    const scratch = mkdtempSync(path.join(t.work, 'scratch-'));
    await git.ok(['clone', '-q', '--bare', '--no-local', dirOf((await t.grove.store.repos.find((await t.grove.store.orgs.findBySlug('globex'))!.id, null, 'internal'))!.id), scratch]);
    const blob = await git.ok(['--git-dir', scratch, 'hash-object', '-w', '--stdin'], scratch, `${internalSecretText}+1\n`);
    const tree = await git.ok(['--git-dir', scratch, 'mktree'], scratch, `100644 blob ${blob}\tsecret.txt\n`);
    const made = await git.ok(['--git-dir', scratch, 'commit-tree', tree, '-p', c1, '-m', 'thin'], scratch);
    const pack = git.bytes(['--git-dir', scratch, 'pack-objects', '--revs', '--thin', '--shallow', '--stdout', '-q'], scratch, `${made}\n^${internal.commit}\n`);
    const bare = mkdtempSync(path.join(t.work, 'no-base-'));
    await git.ok(['init', '-q', '--bare', bare]);
    assert.match((await git.run(['--git-dir', bare, 'index-pack', '--stdin'], bare, pack)).stderr, /unresolved delta/, 'precondition: a thin pack');
    const thin = await postReceivePack(t, 'mine', pushBody([`${ZERO_OID} ${made} refs/heads/grab`], pack));
    assert.match(thin.text, /ng refs\/heads\/grab pre-receive hook declined/);
    assert.equal((await api(t).get('/v1/repos/mine/branches/grab')).statusCode, 404);
    assert.equal((await api(t).get(`/v1/repos/mine/blob/${made}/secret.txt`)).statusCode, 404);
  });

  test('the template\'s organization cannot read the fork\'s own writes, even once they are in the shared pool', async () => {
    const cwd = path.join(t.work, 'mine-writer');
    await git.ok(['clone', '-q', url('acme', t.key, 'mine'), cwd]);
    const ours = await git.commitFile(cwd, 'ours.txt', 'acme private work\n', 'ours');
    await git.ok(['push', '-q', 'origin', 'main'], cwd);
    assert.equal((await api(t).post('/v1/repos/mine/fork', { slug: 'mine-2' })).statusCode, 201); // moves our objects into the pool
    const starterId = (await globex().get('/v1/repos/starter')).json().id as string;
    await git.ok(['--git-dir', dirOf(starterId), 'cat-file', '-e', ours]); // precondition: the template's store has it
    assert.equal((await globex().get(`/v1/repos/starter/commits/${ours}`)).statusCode, 404);
    assert.equal((await globex().get(`/v1/repos/starter/blob/${ours}/ours.txt`)).statusCode, 404);
    // nor can anyone through the public template's anonymous read routes
    const anonymous = api(t, null);
    assert.equal((await anonymous.get(`/v1/orgs/globex/repos/starter/commits/${c1}`)).statusCode, 200);
    assert.equal((await anonymous.get(`/v1/orgs/globex/repos/starter/commits/${ours}`)).statusCode, 404);
    assert.equal((await anonymous.get(`/v1/orgs/globex/repos/starter/tree/${ours}`)).statusCode, 404);
    // (the template's own snapshots and later writes it reaches itself; the others it does not)
    for (const s of secrets.filter((x) => x.what.startsWith('reset-away') || x.what.startsWith('private repository'))) {
      assert.equal((await anonymous.get(`/v1/orgs/globex/repos/starter/commits/${s.commit}`)).statusCode, 404, `${s.what}: not public`);
    }
    const theirs = path.join(t.work, 'starter-clone');
    await git.ok(['clone', '-q', url('globex', globexKey, 'starter'), theirs]);
    const fetched = await git.run(['-c', 'protocol.version=2', 'fetch', '-q', 'origin', ours], theirs);
    assert.match(fetched.stderr, /not our ref/);
    const pushed = await postReceivePack(t, 'starter', pushBody([`${ZERO_OID} ${ours} refs/heads/grab`], emptyPack()), { org: 'globex', key: globexKey });
    assert.match(pushed.text, /ng refs\/heads\/grab pre-receive hook declined/);
    assert.equal((await globex().get('/v1/repos/starter/branches/grab')).statusCode, 404);
  });
});
