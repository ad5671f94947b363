#!/usr/bin/env node
// `npm start` runs this before the server: it compiles dist/ only when the sources changed since the last build,
// so a restart does not pay for a full TypeScript compile. "Changed" is a content hash (not mtimes, which a
// checkout, copy or archive extraction may set to anything) of src/, the tsconfig files and the lockfile,
// written to dist/.build-stamp after a successful build. Hashing the tree takes a few milliseconds.
// Usage: node scripts/build-if-stale.mjs [project-dir]   (default: this repository; tests pass a fixture)
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const STAMP = path.join(ROOT, 'dist/.build-stamp');
const ENTRY = path.join(ROOT, 'dist/src/main.js');
const INPUTS = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function sourceHash() {
  const files = [...walk(path.join(ROOT, 'src')), ...INPUTS.map((f) => path.join(ROOT, f)).filter((f) => existsSync(f))];
  const hash = createHash('sha256');
  for (const file of files.map((f) => path.relative(ROOT, f)).sort()) {
    hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(STAMP) && existsSync(ENTRY) ? readFileSync(STAMP, 'utf8').trim() : null;
if (built === current) process.exit(0);

process.stderr.write(built === null ? 'grove: building dist/ (first start, may take a minute)…\n' : 'grove: sources changed, rebuilding dist/…\n');
const started = Date.now();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit', cwd: ROOT });
if (result.status !== 0) {
  process.stderr.write('grove: build failed; dist/ was not marked up to date\n');
  process.exit(result.status ?? 1);
}
writeFileSync(STAMP, current + '\n');
process.stderr.write(`grove: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
