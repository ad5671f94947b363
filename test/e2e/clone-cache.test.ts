// The clone response cache end to end: git clients and raw protocol-v2 requests against Grove on a real socket.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { DELIM_PKT, FLUSH_PKT, pktLine } from '../../src/git/protocol/pkt-line.js';
import { gitClient, type GitClient, remoteUrl } from '../helpers/git-client.js';
import { api, postUploadPack, startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('clone response cache', () => {
  let t: ServingGrove;
  let work: string;
  const ids: Record<string, string> = {};

  let client: GitClient;
  /** Async: the server runs in this process. */
  const git = (cwd: string, args: string[], env: Record<string, string> = {}) => client.ok(args, { cwd, env });
  const gitUrl = (slug: string) => remoteUrl(t, slug);
  const cacheDir = () => path.join(t.dataDir, 'cache', 'clones');

  /** A protocol-v2 clone request for `wants` (`haves` make it a negotiating fetch). */
  function fetchRequest(wants: string[], haves: string[] = []): Buffer {
    return Buffer.concat([
      pktLine('command=fetch\n'),
      pktLine('agent=git/2.39.5\n'),
      pktLine('object-format=sha1\n'),
      DELIM_PKT,
      pktLine('thin-pack\n'),
      pktLine('no-progress\n'),
      pktLine('ofs-delta\n'),
      ...wants.map((w) => pktLine(`want ${w}\n`)),
      ...haves.map((h) => pktLine(`have ${h}\n`)),
      pktLine('done\n'),
      FLUSH_PKT,
    ]);
  }

  async function uploadPack(slug: string, body: Buffer): Promise<{ status: number; cache: string | null; body: Buffer }> {
    const res = await postUploadPack(t, slug, body);
    return { status: res.status, cache: res.headers.get('x-cache'), body: Buffer.from(await res.arrayBuffer()) };
  }

  /** The first answer is recorded after it was sent: wait until a repeat is a hit. */
  async function untilHit(slug: string, body: Buffer): Promise<Buffer> {
    for (const deadline = Date.now() + 5000; ; await sleep(20)) {
      const res = await uploadPack(slug, body);
      assert.equal(res.status, 200);
      if (res.cache === 'hit') return res.body;
      assert.equal(res.cache, 'miss');
      assert.ok(Date.now() < deadline, 'never answered from the cache');
    }
  }

  /** A local repository with ~300 KB of incompressible content (clone answers under 64 KiB are not kept). */
  async function seed(dir: string): Promise<string> {
    await git(work, ['init', '-q', '-b', 'main', dir]);
    for (let i = 0; i < 3; i++) writeFileSync(path.join(dir, `blob${i}.bin`), randomBytes(100_000));
    await git(dir, ['add', '.']);
    await git(dir, ['commit', '-q', '-m', 'seed']);
    await git(dir, ['tag', '-a', 'v1', '-m', 'v1']);
    return git(dir, ['rev-parse', 'HEAD']);
  }

  before(async () => {
    t = await startServingGrove('grove-clone-cache-');
    work = t.work;
    client = gitClient(work);
    for (const slug of ['app', 'twin', 'doomed']) {
      const res = await api(t).post('/v1/repos', { slug, init: false });
      assert.equal(res.statusCode, 201, res.body);
      ids[slug] = (res.json() as { id: string }).id;
    }
  });
  after(() => t.close());

  test('a repeated clone request is answered from the cache byte for byte, and git clones from it', async () => {
    const src = path.join(work, 'src');
    const head = await seed(src);
    await git(src, ['push', '-q', gitUrl('app'), 'main', 'v1']);
    const request = fetchRequest([head]);
    const first = await uploadPack('app', request);
    assert.equal(first.status, 200);
    assert.equal(first.cache, 'miss');
    assert.ok(first.body.includes('packfile\n'), 'a packfile section');
    const hit = await untilHit('app', request);
    assert.deepEqual(readdirSync(path.join(cacheDir(), ids.app!)).filter((f) => f.startsWith('tmp-')), [], 'recorded once, nothing in flight');
    const again = await uploadPack('app', request);
    assert.equal(again.cache, 'hit');
    assert.deepEqual(again.body, hit, 'replayed byte for byte');
    assert.ok(hit.subarray(0, 13).equals(first.body.subarray(0, 13)) && hit.subarray(-4).toString() === '0000', 'a whole response');
    assert.equal(readdirSync(path.join(cacheDir(), ids.app!)).filter((f) => f.endsWith('.pack')).length, 1);

    // git's own clone request: the second clone is served from what the first left
    for (const name of ['c1', 'c2']) {
      await git(work, ['clone', '-q', '--bare', gitUrl('app'), name]);
      await git(path.join(work, name), ['fsck', '--strict', '--no-progress']);
      assert.equal(await git(path.join(work, name), ['rev-parse', 'main']), head);
      assert.equal(await git(path.join(work, name), ['cat-file', '-t', 'v1']), 'tag');
    }
  });

  test('a ref update makes the same request a miss, and the answer has the new history', async () => {
    const src = path.join(work, 'src');
    const old = await git(src, ['rev-parse', 'HEAD']);
    const request = fetchRequest([old]);
    await untilHit('app', request);
    await client.commitFile(src, 'more.bin', randomBytes(80_000), 'more');
    await git(src, ['push', '-q', gitUrl('app'), 'main']);
    assert.equal((await uploadPack('app', request)).cache, 'miss', 'the refs changed');
    await git(work, ['clone', '-q', '--bare', gitUrl('app'), 'c3']);
    assert.equal(await git(path.join(work, 'c3'), ['rev-parse', 'main']), await git(src, ['rev-parse', 'HEAD']));
  });

  test('shallow clones are recorded as answers of their own, and replayed shallow', async () => {
    const entries = () => readdirSync(path.join(cacheDir(), ids.app!)).filter((f) => f.endsWith('.pack')).length;
    const before = entries();
    const seen: string[] = [];
    for (const name of ['s1', 's2']) {
      // the response headers git received, to see what answered its fetch
      const trace = path.join(work, `${name}.trace`);
      await git(work, ['clone', '-q', '--bare', '--depth', '1', gitUrl('app'), name], { GIT_TRACE_CURL: trace, GIT_TRACE_CURL_NO_DATA: '1' });
      seen.push(/x-cache: (hit|miss)/i.exec(readFileSync(trace, 'utf8'))?.[1] ?? 'none');
      assert.equal(await git(path.join(work, name), ['rev-list', '--count', 'main']), '1');
      assert.equal(await git(path.join(work, name), ['rev-parse', '--is-shallow-repository']), 'true');
      for (const deadline = Date.now() + 5000; entries() === before; await sleep(20)) assert.ok(Date.now() < deadline, 'not recorded');
    }
    assert.deepEqual(seen, ['miss', 'hit']);
    assert.equal(entries(), before + 1);
  });

  test('negotiating fetches (have lines) always go to git; malformed requests are still refused', async () => {
    const src = path.join(work, 'src');
    const head = await git(src, ['rev-parse', 'HEAD']);
    const res = await uploadPack('app', fetchRequest([head], [await git(src, ['rev-parse', 'HEAD~1'])]));
    assert.equal(res.status, 200);
    assert.equal(res.cache, null);
    const bad = await uploadPack('app', Buffer.concat([fetchRequest([head]).subarray(0, -4), Buffer.from('zzzz')]));
    assert.ok(bad.status >= 400 && bad.status < 500, `status ${bad.status}`);
  });

  test('an answer recorded for one repository is never served for another', async () => {
    const src = path.join(work, 'src');
    const head = await git(src, ['rev-parse', 'HEAD']);
    await git(src, ['push', '-q', gitUrl('twin'), 'main', 'v1']);
    await git(src, ['push', '-q', gitUrl('app'), 'main', 'v1']);
    const request = fetchRequest([head]);
    await untilHit('app', request);
    // same refs, same objects, same request bytes: still a miss in the other repository
    assert.equal((await uploadPack('twin', request)).cache, 'miss');
  });

  test("a deleted repository's recorded answers are removed with it", async () => {
    const src = path.join(work, 'src');
    await git(src, ['push', '-q', gitUrl('doomed'), 'main']);
    await untilHit('doomed', fetchRequest([await git(src, ['rev-parse', 'HEAD'])]));
    const dir = path.join(cacheDir(), ids.doomed!);
    assert.ok(existsSync(dir));
    assert.equal((await api(t).delete('/v1/repos/doomed')).statusCode, 200);
    for (const deadline = Date.now() + 5000; existsSync(dir); await sleep(20)) assert.ok(Date.now() < deadline, 'entries still on disk');
  });
});
