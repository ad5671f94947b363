// The workspace's grep answers as GNU grep does: every case runs in the workspace and with the system's grep in a
// checkout of the same files, and the output and exit status must be the same.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

const FILES: Record<string, string | Buffer> = {
  'README.md': '# Demo\nHello World\nhello again\nhéllo ✓ unicode\n',
  'src/app.ts': 'import { helper } from "./util";\nexport function main() {\n  return helper(1);\n}\n// TODO: tests\n',
  'src/util.ts': 'export function helper(n: number) {\n  return n + 1; // return value\n}\nexport const helperName = "helper";\n',
  'src/deep/more.js': 'function returnsNothing() {}\nconst x = foo.bar(baz);\n/* a+b (c) [d] {e} */\nreturn\n',
  'src/.hidden.ts': 'secret return\n',
  'docs/notes.txt': 'alpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\n',
  'docs/crlf.txt': 'one\r\ntwo\r\n',
  'docs/no-newline.txt': 'last line without newline return',
  'bin/data.bin': Buffer.from([0x72, 0x65, 0x74, 0x75, 0x72, 0x6e, 0x00, 0x01, 0x0a]),
};

const CASES = [
  'grep -rn return .',
  'grep -rn return',
  'grep -rn return src docs',
  'grep -r -i hello',
  'grep -rl helper src',
  'grep -rL helper src',
  'grep -rc return src',
  'grep -rw helper src',
  'grep -rnx "  return helper(1);" src',
  'grep -rnv return src/util.ts',
  'grep -rno "help[a-z]*" src',
  'grep -rn "foo\\.bar(baz)" src',
  'grep -rnF "a+b (c) [d] {e}" src',
  'grep -rnE "beta|delta" docs',
  'grep -rn "beta\\|delta" docs',
  'grep -n "[[:upper:]]" README.md',
  'grep -rn "^export" src',
  'grep -rn "value\\?$" src',
  'grep -rn --include="*.ts" return .',
  'grep -rn --exclude="*.ts" return .',
  'grep -rn --exclude-dir=deep return src',
  'grep -n -C1 delta docs/notes.txt',
  'grep -n -A2 -B1 -e beta -e eta docs/notes.txt',
  'grep -m2 -n a docs/notes.txt',
  'grep -c "" docs/notes.txt docs/crlf.txt',
  'grep -h return src/app.ts src/util.ts',
  'grep -H Hello README.md',
  'grep -q helper src/app.ts',
  'grep nothing-matches README.md',
  'grep return missing.txt',
  'grep -s return missing.txt src/app.ts',
  'grep return src',
  'grep -r return bin',
  'grep -rI return bin src/deep',
  'grep -rn return docs/no-newline.txt',
  'grep -rn "one$" docs',
  'grep -n "^" docs/crlf.txt',
  'cat docs/notes.txt | grep -n eta',
  'grep -ri "HELLO" README.md | sort',
  'grep -rn "\\<eta\\>" docs',
  'grep -rnE "(al|be)ta" docs',
  'grep -rn "e\\{2\\}" .',
  'grep -rnoE "[0-9]+" src',
  'grep -rniw "HELPER" src',
  'grep -n "llo" README.md | cat',
  'grep -oi "HEL*O" README.md',
  'grep -n -e-x -e beta docs/notes.txt',
  'grep -nE "e{2,}|t{1}h" docs/notes.txt',
  'grep -n "*e" docs/notes.txt',
  'grep -rn --color=never -- return src/app.ts',
  'grep -c "" docs/no-newline.txt',
  'grep -vc a docs/notes.txt',
  'grep -nP "\\breturn\\b" src/app.ts',
  'printf "new return\\n" > src/new.txt && grep -rn return src/new.txt src/app.ts',
  'grep -l return src/*.ts',
  'grep -rn "[]x]" docs || echo none',
];

describe('workspace grep matches GNU grep', { timeout: 120_000 }, () => {
  let t: TestGrove;
  let checkout: string;

  before(async () => {
    t = await startTestGrove({ env: { GROVE_EXEC_TIMEOUT_MS: '10000' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    await api(t).post('/v1/repos', { slug: 'g' });
    const changes = Object.entries(FILES).map(([p, content]) =>
      typeof content === 'string' ? { path: p, content } : { path: p, content: content.toString('base64'), encoding: 'base64' },
    );
    const res = await api(t).post('/v1/repos/g/commits', { branch: 'main', message: 'files', changes });
    assert.equal(res.statusCode, 201, res.body);
    checkout = mkdtempSync(path.join(os.tmpdir(), 'grove-grep-'));
    for (const [p, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(checkout, p)), { recursive: true });
      writeFileSync(path.join(checkout, p), content);
    }
  });
  after(async () => {
    rmSync(checkout, { recursive: true, force: true });
    await t.close();
  });

  for (const command of CASES) {
    test(command, async () => {
      const system = spawnSync('/bin/sh', ['-c', command], { cwd: checkout, encoding: 'utf8', env: { PATH: process.env.PATH, LC_ALL: 'C' } });
      const res = await api(t).post('/v1/repos/g/exec', { command });
      assert.equal(res.statusCode, 200, res.body);
      const ours = res.json() as { stdout: string; stderr: string; exit_code: number };
      // a recursive walk follows the disk's directory order, which is not defined; the workspace walks by name
      const norm = (text: string) => (/ -\w*r/.test(command) ? text.split('\n').sort().join('\n') : text);
      assert.equal(norm(ours.stdout), norm(system.stdout), `stdout of: ${command}\nstderr: ${ours.stderr}`);
      assert.equal(ours.exit_code, system.status, `exit status of: ${command}\nstderr: ${ours.stderr}`);
      assert.equal(norm(ours.stderr), norm(system.stderr), `stderr of: ${command}`);
    });
  }
});
