import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';
import { gitClient, remoteUrl } from '../helpers/git-client.js';
import { fsck, gitIn } from '../helpers/git.js';

const TIMEOUT = { timeout: 120_000 };

describe('workspace exec', TIMEOUT, () => {
  let t: ServingGrove;
  let repoId: string;
  let seed: string;
  const exec = (body: object, slug = 'app') => api(t).post(`/v1/repos/${slug}/exec`, body);
  const head = () => gitIn(t, repoId, ['rev-parse', 'main']).trim();

  before(async () => {
    t = await startServingGrove('grove-exec-', { env: { GROVE_EXEC_TIMEOUT_MS: '4000', GROVE_EXEC_MEMORY_MB: '96' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'app' })).json().id;
    const seeded = await api(t).post('/v1/repos/app/commits', {
      branch: 'main',
      message: 'seed',
      changes: [
        { path: 'README.md', content: '# App\nHello world\n' },
        { path: 'src/util.ts', content: 'export const answer = 42;\n// TODO: more\n' },
        { path: 'src/main.ts', content: "import { answer } from './util';\nconsole.log(answer); // TODO: log\n" },
        { path: 'docs/guide.md', content: 'Guide\n' },
      ],
    });
    assert.equal(seeded.statusCode, 201, seeded.body);
    seed = seeded.json().sha;
  });
  after(() => t.close());

  test('grep, sed, find, pipes and heredocs over the repository', async () => {
    const res = await exec({ command: 'grep -rn TODO src | sort' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.exit_code, 0, body.stderr);
    assert.equal(body.stdout, "src/main.ts:2:console.log(answer); // TODO: log\nsrc/util.ts:2:// TODO: more\n");
    assert.deepEqual(body.changed_files, []);
    assert.equal(body.commit_sha, undefined);
    assert.equal(typeof body.execution_time_ms, 'number');

    const find = (await exec({ command: "find . -name '*.ts' -type f | sort", cwd: '/' })).json();
    assert.equal(find.stdout, './src/main.ts\n./src/util.ts\n');

    const edited = (await exec({ command: "sed -i 's/Hello/Goodbye/' README.md && cat README.md | tr a-z A-Z" })).json();
    assert.equal(edited.stdout, '# APP\nGOODBYE WORLD\n');
    assert.deepEqual(edited.changed_files, ['README.md']);

    const heredoc2 = (await exec({ command: "mkdir -p notes && cat > notes/todo.txt <<'EOF'\nfirst $HOME\nsecond\nEOF\nwc -l < notes/todo.txt; cat notes/todo.txt" })).json();
    assert.equal(heredoc2.stdout, '2\nfirst $HOME\nsecond\n');
    assert.deepEqual(heredoc2.changed_files, ['notes/todo.txt']);

    const cwd = (await exec({ command: 'pwd; ls', cwd: '/src' })).json();
    assert.equal(cwd.stdout, '/src\nmain.ts\nutil.ts\n');
    assert.equal(head(), gitIn(t, repoId, ['rev-parse', 'main']).trim(), 'nothing committed without commit: true');
  });

  test('commit: true commits the changes on the branch, visible in history and to git fetch', async () => {
    const before = head();
    const res = await exec({
      command: "sed -i 's/42/43/' src/util.ts && rm docs/guide.md && echo new > added.txt",
      commit: true,
      commit_message: 'bump answer',
      author: { name: 'Ada', email: 'ada@example.com' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.exit_code, 0, body.stderr);
    assert.deepEqual([...body.changed_files].sort(), ['added.txt', 'docs/guide.md', 'src/util.ts']);
    assert.match(body.commit_sha, /^[0-9a-f]{40}$/);
    assert.equal(head(), body.commit_sha);
    assert.equal(gitIn(t, repoId, ['rev-parse', `${body.commit_sha}^`]).trim(), before);
    assert.equal(gitIn(t, repoId, ['log', '-1', '--format=%an <%ae>|%s', 'main']).trim(), 'Ada <ada@example.com>|bump answer');
    assert.equal(gitIn(t, repoId, ['show', 'main:src/util.ts']), 'export const answer = 43;\n// TODO: more\n');
    fsck(t, repoId);

    const history = (await api(t).get('/v1/repos/app/commits?ref=main&limit=1')).json();
    assert.equal(history.commits[0].sha, body.commit_sha);
    const git = gitClient(t.work);
    await git.ok(['clone', '-q', remoteUrl(t, 'app'), 'clone']);
    assert.equal(await git.ok(['log', '-1', '--format=%H %s'], `${t.work}/clone`), `${body.commit_sha} bump answer`);
    assert.equal(await git.ok(['show', 'HEAD:added.txt'], `${t.work}/clone`), 'new');

    // a failing command commits nothing; an unchanged workspace commits nothing
    const failed = (await exec({ command: 'echo x > f.txt; false', commit: true, commit_message: 'no' })).json();
    assert.equal(failed.exit_code, 1);
    assert.equal(failed.commit_sha, null);
    const unchanged = (await exec({ command: 'cat README.md > /dev/null', commit: true, commit_message: 'no' })).json();
    assert.equal(unchanged.commit_sha, null);
    assert.equal(head(), body.commit_sha);
  });

  test('pre_apply_changes are applied before the command and persist only with commit', async () => {
    const changes = [
      { path: 'config/app.json', content: '{"debug":true}\n' },
      { path: 'bin.dat', content: Buffer.from([0, 1, 2]).toString('base64'), encoding: 'base64' },
      { path: 'README.md', action: 'rename', new_path: 'docs/README.md' },
    ];
    const dry = (await exec({ command: 'cat config/app.json; ls; wc -c < bin.dat', pre_apply_changes: changes })).json();
    assert.equal(dry.exit_code, 0, dry.stderr);
    assert.equal(dry.stdout, '{"debug":true}\nadded.txt\nbin.dat\nconfig\ndocs\nsrc\n3\n');
    assert.deepEqual([...dry.changed_files].sort(), ['README.md', 'bin.dat', 'config/app.json', 'docs/README.md']);
    assert.equal(gitIn(t, repoId, ['ls-tree', '--name-only', 'main']).includes('config'), false);

    const committed = (await exec({ command: "sed -i 's/true/false/' config/app.json", pre_apply_changes: changes, commit: true, commit_message: 'config' })).json();
    assert.equal(committed.exit_code, 0, committed.stderr);
    assert.equal(gitIn(t, repoId, ['show', 'main:config/app.json']), '{"debug":false}\n');
    assert.equal(gitIn(t, repoId, ['show', 'main:docs/README.md']), '# App\nHello world\n');

    for (const [bad, status] of [
      [{ path: '/abs', content: 'x' }, 400],
      [{ path: 'a/../b', content: 'x' }, 400],
      [{ path: 'x', action: 'edit' }, 400],
      [{ path: 'x' }, 400],
    ] as const) {
      const res = await exec({ command: 'true', pre_apply_changes: [bad] });
      assert.equal(res.statusCode, status, res.body);
      assert.ok(res.json().code);
    }
    const missing = await exec({ command: 'true', pre_apply_changes: [{ path: 'no/such.txt', action: 'delete' }] });
    assert.equal(missing.statusCode, 422, missing.body);
    assert.match(missing.json().error, /no\/such\.txt/);
    const tooMany = await exec({ command: 'true', pre_apply_changes: Array.from({ length: 1001 }, (_, i) => ({ path: `f${i}`, content: '' })) });
    assert.equal(tooMany.statusCode, 413, tooMany.body);
    const tooBig = await exec({ command: 'true', pre_apply_changes: [{ path: 'big', content: 'x'.repeat(10 * 1024 * 1024 + 1) }] });
    assert.equal(tooBig.statusCode, 413, tooBig.body);
  });

  test('request validation and permissions', async () => {
    assert.equal((await exec({ command: 'x'.repeat(10_001) })).statusCode, 400);
    assert.equal((await exec({})).statusCode, 400);
    assert.equal((await exec({ command: 'true', commit: true })).json().code, 'VALIDATION_ERROR');
    assert.equal((await exec({ command: 'true', ref: 'main', commit: true, commit_message: 'm' })).statusCode, 400);
    assert.equal((await exec({ command: 'true', branch: 'nope' })).statusCode, 404);
    assert.equal((await exec({ command: 'true' }, 'missing')).statusCode, 404);
    const noCwd = await exec({ command: 'pwd', cwd: '/no/such/dir' });
    assert.equal(noCwd.statusCode, 400, noCwd.body);
    assert.match(noCwd.json().error, /cwd '\/no\/such\/dir' is not a folder/);

    const token = (await api(t).post('/v1/tokens', { name: 'reader', expires_in: 3600, scopes: { 'repos:app': ['read'] } })).json().token;
    const reader = api(t, token);
    const ran = await reader.post('/v1/repos/app/exec', { command: 'head -1 src/util.ts' });
    assert.equal(ran.statusCode, 200, ran.body);
    assert.equal(ran.json().stdout, 'export const answer = 43;\n');
    const refused = await reader.post('/v1/repos/app/exec', { command: 'true', commit: true, commit_message: 'm' });
    assert.equal(refused.statusCode, 403, refused.body);
  });

  test('ref reads an older commit; a branch that moved since the workspace was taken answers 409', async () => {
    const first = seed;
    const old = (await exec({ command: 'cat src/util.ts', ref: first })).json();
    assert.equal(old.stdout, 'export const answer = 42;\n// TODO: more\n');

    const moved = await exec({ command: 'true', ref: first, branch: 'main', commit: true, commit_message: 'm' });
    assert.equal(moved.statusCode, 409, moved.body);

    // the branch moves while the command runs
    const tip = head();
    const racing = exec({ command: 'echo race > race.txt; sleep 1', commit: true, commit_message: 'race' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'meanwhile', changes: [{ path: 'other.txt', content: 'x' }] });
    assert.equal(other.statusCode, 201, other.body);
    const res = await racing;
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().code, 'CONFLICT');
    assert.equal(head(), other.json().sha);
    assert.notEqual(head(), tip);
  });

  test('runaway commands end with a clear exit code and the server keeps serving', async () => {
    const loop = (await exec({ command: 'while true; do :; done' })).json();
    assert.notEqual(loop.exit_code, 0);
    const sleep = (await exec({ command: 'sleep 60' })).json();
    assert.equal(sleep.exit_code, 124, JSON.stringify(sleep));
    const output = (await exec({ command: 's=$(printf "%01000000d" 1); while :; do echo "$s"; done' })).json();
    assert.equal(output.exit_code, 126, JSON.stringify({ ...output, stdout: output.stdout.length }));
    assert.match(output.stderr, /output size exceeded/);
    assert.ok(output.stdout.length <= 10 * 1024 * 1024);
    const strings = (await exec({ command: 's=x; while true; do s="$s$s"; done' })).json();
    assert.notEqual(strings.exit_code, 0);
    const files = (await exec({ command: 'i=0; while true; do i=$((i+1)); head -c 1000000 /dev/zero > f$i; done' })).json();
    assert.notEqual(files.exit_code, 0);
    const after = (await exec({ command: 'echo still here' })).json();
    assert.equal(after.stdout, 'still here\n');
  });

  test('the host is out of reach: its files, network, environment and processes', async () => {
    process.env.GROVE_EXEC_TEST_SECRET = 'hunter2';
    try {
      const res = (await exec({ command: 'cat /etc/passwd; ls /proc; cat ../../../../etc/hostname; env; printenv GROVE_EXEC_TEST_SECRET; curl -s http://127.0.0.1:' + t.port + '/health; node -e 1; python3 -c 1; ls /' , env: { MINE: 'yes' } })).json();
      const all = res.stdout + res.stderr;
      assert.doesNotMatch(all, /root:x:0/);
      assert.doesNotMatch(all, /hunter2/);
      assert.doesNotMatch(all, /"ok"/);
      assert.match(res.stdout, /MINE=yes/);
      assert.doesNotMatch(res.stdout, new RegExp(process.env.HOME ?? '/root-home-never'));
      const sh = (await exec({ command: 'bash -c "cat /etc/passwd"; sh -c "echo \\$PATH"' })).json();
      assert.doesNotMatch(sh.stdout, /root:x:0/);
    } finally {
      delete process.env.GROVE_EXEC_TEST_SECRET;
    }
  });

  test('git status, diff, log and show inside the workspace print what git prints', async () => {
    const git = gitClient(t.work);
    const clone = `${t.work}/status-clone`;
    await git.ok(['clone', '-q', remoteUrl(t, 'app'), clone]);
    const script = "sed -i 's/Hello/Bye/' docs/README.md && rm other.txt && mkdir -p newdir && echo n > newdir/x.txt && echo t > top.txt";
    const res = (await exec({ command: `${script} && git status && git diff && git status --short && git log -2 && git log --oneline -3 && git show HEAD~1 && git show HEAD:src/util.ts` })).json();
    assert.equal(res.exit_code, 0, res.stderr);
    // the same script in a real checkout
    await git.ok(['branch', '--unset-upstream'], clone);
    const sh = async (cmd: string) => (await import('node:child_process')).execFileSync('bash', ['-c', cmd], { cwd: clone, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: t.work, GIT_CONFIG_NOSYSTEM: '1', GIT_PAGER: 'cat' } });
    const expected = await sh(`${script} && git status && git diff && git status --short && git log -2 && git log --oneline -3 && git show HEAD~1 && git show HEAD:src/util.ts`);
    assert.equal(res.stdout, expected);
    const outside = (await exec({ command: 'git commit -m x' })).json();
    assert.equal(outside.exit_code, 1);
    assert.match(outside.stderr, /read-only/);
  });

  test('multi-repository workspace: mounts at /<slug>/, one commit per repository, permission per repository', async () => {
    const webId = (await api(t).post('/v1/repos', { slug: 'web' })).json().id;
    await api(t).post('/v1/repos', { slug: 'lib', namespace: 'team' });
    await api(t).post('/v1/repos/team/lib/commits', { branch: 'main', message: 'lib', changes: [{ path: 'lib.txt', content: 'lib v1\n' }] });
    const multi = (body: object, key?: string) => api(t, key).post('/v1/workspace/exec', body);
    const appBefore = head();
    const webBefore = gitIn(t, webId, ['rev-parse', 'main']).trim();

    const read = await multi({ repos: [{ slug: 'app' }, { slug: 'lib', namespace: 'team' }], command: 'ls /; cat /lib/lib.txt; cd /app && git status --short' });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().stdout, 'app\nlib\nlib v1\n');
    assert.deepEqual(read.json().repos_mounted, ['app', 'lib']);
    assert.deepEqual(read.json().changed_files, { app: [], lib: [] });

    const res = await multi({
      repos: [{ slug: 'app' }, { slug: 'web' }, { slug: 'lib', namespace: 'team' }],
      command: "echo shared > /web/shared.txt && sed -i 's/v1/v2/' /lib/lib.txt && cat /app/notes/x.txt",
      pre_apply_changes: [{ path: '/app/notes/x.txt', content: 'from pre-apply\n' }],
      commit: true,
      commit_message: 'cross-repo change',
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.exit_code, 0, body.stderr);
    assert.equal(body.stdout, 'from pre-apply\n');
    assert.deepEqual(body.changed_files, { app: [{ path: 'notes/x.txt', action: 'added' }], web: [{ path: 'shared.txt', action: 'added' }], lib: [{ path: 'lib.txt', action: 'modified' }] });
    assert.deepEqual(Object.keys(body.commits).sort(), ['app', 'lib', 'web']);
    assert.equal(gitIn(t, webId, ['rev-parse', 'main']).trim(), body.commits.web);
    assert.equal(gitIn(t, webId, ['rev-parse', 'main^']).trim(), webBefore);
    assert.equal(gitIn(t, webId, ['show', 'main:shared.txt']), 'shared\n');
    assert.equal(head(), body.commits.app);
    assert.equal(gitIn(t, repoId, ['rev-parse', 'main^']).trim(), appBefore);
    assert.equal(gitIn(t, repoId, ['show', 'main:notes/x.txt']), 'from pre-apply\n');
    const lib = (await api(t).get('/v1/repos/team/lib/commits?ref=main&limit=1')).json();
    assert.equal(lib.commits[0].sha, body.commits.lib);

    // a token that reads app and writes web only: runs over both, may not commit to app
    const token = (await api(t).post('/v1/tokens', { name: 'mixed', expires_in: 3600, scopes: { 'repos:app': ['read'], 'repos:web': ['read', 'write'] } })).json().token;
    assert.equal((await multi({ repos: [{ slug: 'app' }, { slug: 'web' }], command: 'true' }, token)).statusCode, 200);
    assert.equal((await multi({ repos: [{ slug: 'app' }, { slug: 'web' }], command: 'true', commit: true, commit_message: 'm' }, token)).statusCode, 403);

    for (const bad of [
      { repos: [], command: 'true' },
      { repos: [{ slug: 'app' }, { slug: 'app' }], command: 'true' },
      { repos: Array.from({ length: 11 }, (_, i) => ({ slug: `r${i}` })), command: 'true' },
      { repos: [{ slug: 'app' }], command: 'true', pre_apply_changes: [{ path: 'notes/x.txt', content: 'x' }] },
      { repos: [{ slug: 'app' }], command: 'true', pre_apply_changes: [{ path: '/web/x.txt', content: 'x' }] },
    ]) {
      const r = await multi(bad);
      assert.equal(r.statusCode, 400, r.body);
    }
    assert.equal((await multi({ repos: [{ slug: 'nope' }], command: 'true' })).statusCode, 404);
  });
});
