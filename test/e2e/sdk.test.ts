// The SDK's file-system facade against a real Grove over HTTP: what an agent does in a few lines.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Grove, GroveError, type PrefetchLine, type WatchEvent } from '../../sdk/src/index.js';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('SDK file-system facade', () => {
  let t: ServingGrove;
  let grove: Grove;

  before(async () => {
    t = await startServingGrove('grove-sdk-');
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    grove = new Grove({ baseUrl: `http://127.0.0.1:${t.port}/`, token: t.key });
    assert.equal((await api(t).post('/v1/repos', { slug: 'notes' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos', { slug: 'lib', namespace: 'team' })).statusCode, 201);
  });
  after(() => t.close());

  test('write then read, list and check files, text and bytes alike', async () => {
    const fs = grove.repo('notes');
    const commit = await fs.write(
      { 'README.md': '# Notes\n', 'src/app.ts': 'export const todo = 1; // TODO ship\n', 'img/dot.bin': new Uint8Array([0, 159, 255]) },
      { message: 'first files' },
    );
    assert.match(commit.sha, /^[0-9a-f]{40}$/);
    assert.equal(commit.branch, 'main');
    assert.equal(await fs.read('README.md'), '# Notes\n');
    assert.deepEqual([...(await fs.readBytes('img/dot.bin'))], [0, 159, 255]);
    assert.deepEqual((await fs.list()).map((e) => `${e.type}:${e.path}`), ['file:README.md', 'folder:img', 'folder:src']);
    assert.deepEqual((await fs.list('', { recursive: true })).filter((e) => e.type === 'file').map((e) => e.path).sort(), [
      'README.md',
      'img/dot.bin',
      'src/app.ts',
    ]);
    assert.equal(await fs.exists('src/app.ts'), true);
    assert.equal(await fs.exists('src/missing.ts'), false);
    assert.equal(await fs.exists('nowhere/x.ts'), false);

    const many = await fs.readMany(['README.md', 'img/dot.bin', 'absent.txt']);
    assert.equal(many.get('README.md')?.text, '# Notes\n');
    assert.equal(many.get('img/dot.bin')?.text, null);
    assert.deepEqual([...many.get('img/dot.bin')!.bytes], [0, 159, 255]);
    assert.equal(many.get('absent.txt'), null);
  });

  test('a missing file and a stale expected head come back as GroveErrors with status and code', async () => {
    const fs = grove.repo('notes');
    await assert.rejects(fs.read('no/such/file.txt'), (e: unknown) => e instanceof GroveError && e.status === 404);
    const stale = '0'.repeat(40);
    await assert.rejects(
      fs.write({ 'x.txt': 'x' }, { message: 'cas', expectedHead: stale }),
      (e: unknown) => e instanceof GroveError && e.status === 409 && e.code.length > 0 && e.message.length > 0,
    );
    assert.equal(await fs.exists('x.txt'), false, 'nothing was written');
  });

  test('deleting by null, and a pinned ref keeps reading the old version', async () => {
    const fs = grove.repo('notes');
    const before = await fs.write({ 'tmp.txt': 'old' }, { message: 'tmp' });
    await fs.write({ 'tmp.txt': null }, { message: 'remove tmp', expectedHead: before.sha });
    assert.equal(await fs.exists('tmp.txt'), false);
    assert.equal(await grove.repo('notes', { ref: before.sha }).read('tmp.txt'), 'old');
  });

  test('exec runs shell commands over the files and commits what they change', async () => {
    const fs = grove.repo('notes');
    const found = await fs.exec('grep -rn TODO . | sort');
    assert.equal(found.exit_code, 0, found.stderr);
    assert.match(found.stdout, /src\/app\.ts:1:.*TODO ship/);

    const edit = await fs.exec("sed -i 's/TODO ship/shipped/' src/app.ts && echo done >> README.md", { commit: { message: 'ship it' } });
    assert.equal(edit.exit_code, 0, edit.stderr);
    assert.deepEqual([...edit.changed_files].sort(), ['README.md', 'src/app.ts']);
    assert.match(edit.commit_sha ?? '', /^[0-9a-f]{40}$/);
    assert.equal(await fs.read('src/app.ts'), 'export const todo = 1; // shipped\n');
  });

  test('prefetch streams the matching files, then a summary', async () => {
    const lines: PrefetchLine[] = [];
    for await (const line of grove.repo('notes').prefetch(['**/*.ts', '*.md'])) lines.push(line);
    const files = lines.filter((l) => l.type === 'file').map((l) => l.path);
    assert.deepEqual(files.sort(), ['README.md', 'src/app.ts']);
    const summary = lines.at(-1);
    assert.equal(summary?.type, 'summary');
    assert.equal(summary?.type === 'summary' && summary.sent, 2);
  });

  test('watch yields the current tip, then each new commit', async () => {
    const fs = grove.repo('notes');
    const abort = new AbortController();
    const seen: WatchEvent[] = [];
    const watching = (async () => {
      for await (const event of fs.watch({ signal: abort.signal })) {
        seen.push(event);
        if (event.type === 'connected') await fs.write({ 'watched.txt': 'hi' }, { message: 'watched' });
        if (event.type === 'commit') break;
      }
    })();
    await watching;
    abort.abort();
    assert.equal(seen[0]?.type, 'connected');
    const commit = seen[1];
    assert.equal(commit?.type, 'commit');
    assert.equal(commit?.type === 'commit' && commit.branch, 'main');
    assert.notEqual(commit?.type === 'commit' && commit.sha, seen[0]?.sha);
  });

  test('namespaced repositories and the multi-repo workspace', async () => {
    const lib = grove.repo('team/lib');
    await lib.write({ 'lib.txt': 'shared code\n' }, { message: 'lib' });
    assert.equal(await lib.read('lib.txt'), 'shared code\n');
    const run = await grove.exec(['notes', 'team/lib'], 'cat /lib/lib.txt && ls /notes', {});
    assert.equal(run.exit_code, 0, run.stderr);
    assert.match(run.stdout, /shared code/);
    assert.match(run.stdout, /README\.md/);
    assert.deepEqual([...run.repos_mounted].sort(), ['lib', 'notes']);
  });

  test('the typed REST client reaches every other endpoint', async () => {
    const { data, response } = await grove.api.GET('/v1/repos/{slug}/branches', { params: { path: { slug: 'notes' } } });
    assert.equal(response.status, 200);
    assert.ok(data && JSON.stringify(data).includes('main'));
  });
});

describe('SDK watch across rotations', () => {
  let t: ServingGrove;
  after(() => t.close());

  test('after the server rotates the connection, watch reconnects on its own and keeps yielding commits', async () => {
    t = await startServingGrove('grove-sdk-rot-', { env: { GROVE_WATCH_ROTATE_MS: '300' } });
    const grove = new Grove({ baseUrl: `http://127.0.0.1:${t.port}`, token: t.key });
    assert.equal((await api(t).post('/v1/repos', { slug: 'r' })).statusCode, 201);
    const fs = grove.repo('r');
    await fs.write({ 'a.txt': '0' }, { message: 'start' });
    const abort = new AbortController();
    const events: WatchEvent[] = [];
    for await (const event of fs.watch({ signal: abort.signal })) {
      events.push(event);
      if (event.type === 'connected' || events.length < 3) {
        // wait past at least one rotation before each write, so later commits arrive on a new connection
        await new Promise((r) => setTimeout(r, 450));
        await fs.write({ 'a.txt': String(events.length) }, { message: `write ${events.length}` });
      }
      if (events.length === 3) break;
    }
    abort.abort();
    assert.deepEqual(events.map((e) => e.type), ['connected', 'commit', 'commit'], 'one connected event, however many reconnects');
  });
});
