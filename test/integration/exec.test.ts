import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

const TIMEOUT = { timeout: 120_000 };

describe('workspace exec', TIMEOUT, () => {
  let t: TestGrove;
  let repoId: string;
  const exec = (body: object, slug = 'app') => api(t).post(`/v1/repos/${slug}/exec`, body);
  const head = () => gitIn(t, repoId, ['rev-parse', 'main']).trim();

  before(async () => {
    t = await startTestGrove({ env: { GROVE_EXEC_TIMEOUT_MS: '4000', GROVE_EXEC_MEMORY_MB: '96' } });
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
});
