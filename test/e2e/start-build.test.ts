import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

// `npm start` = scripts/build-if-stale.mjs, then node dist/src/main.js. The script is run here on a small
// fixture project (same layout: src/, tsconfig.build.json, dist/src/main.js) so the test compiles in a second.
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/build-if-stale.mjs');
const project = mkdtempSync(path.join(os.tmpdir(), 'grove-build-'));
after(() => rmSync(project, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(project, rel)), { recursive: true });
  writeFileSync(path.join(project, rel), text);
}

function run(): { code: number; stderr: string; ms: number } {
  const started = Date.now();
  const result = spawnSync(process.execPath, [SCRIPT, project], { encoding: 'utf8' });
  return { code: result.status ?? -1, stderr: result.stderr, ms: Date.now() - started };
}

const built = () => readFileSync(path.join(project, 'dist/src/main.js'), 'utf8');

test('npm start builds on the first start, then only when a source file changed', () => {
  write('tsconfig.json', JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['es5'], module: 'NodeNext', strict: true, types: [], outDir: 'dist', rootDir: '.' } }));
  write('tsconfig.build.json', JSON.stringify({ extends: './tsconfig.json', include: ['src'] }));
  write('src/main.ts', 'export const answer: number = 1;\n');

  const first = run();
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stderr, /building dist/);
  assert.match(built(), /answer = 1/);

  const warm = run();
  assert.equal(warm.code, 0);
  assert.equal(warm.stderr, '', 'nothing to build, nothing said');

  // A checkout or copy that only touches the file (same content) does not rebuild.
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(project, 'src/main.ts'), later, later);
  assert.equal(run().stderr, '');

  write('src/main.ts', 'export const answer: number = 2;\n');
  const changed = run();
  assert.equal(changed.code, 0, changed.stderr);
  assert.match(changed.stderr, /sources changed, rebuilding/);
  assert.match(built(), /answer = 2/);

  write('src/extra.ts', 'export const extra = true;\n');
  assert.match(run().stderr, /rebuilding/, 'a new file counts as a change');
});

test('a failed build stops the start and is retried next time', () => {
  write('src/main.ts', 'export const answer: number = "three";\n');
  const failed = run();
  assert.notEqual(failed.code, 0);
  assert.match(failed.stderr, /build failed/);
  const again = run();
  assert.notEqual(again.code, 0, 'the broken sources are not marked as built');
  write('src/main.ts', 'export const answer: number = 3;\n');
  assert.equal(run().code, 0);
  assert.equal(run().stderr, '');
});
