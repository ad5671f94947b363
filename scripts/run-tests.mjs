#!/usr/bin/env node
// Runs every test file under test/ with node's test runner (TypeScript through tsx).
// Usage: node scripts/run-tests.mjs [path-substring ...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // fixtures are repositories the tests import into Grove; their own *.test.ts files are content, not tests
    if (entry.isDirectory()) return full === path.join('test', 'fixtures') ? [] : find(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const filters = process.argv.slice(2);
const files = find('test')
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
const concurrency = process.env.GROVE_TEST_CONCURRENCY ?? '2';
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit', env: { ...process.env, GROVE_LOG_LEVEL: process.env.GROVE_LOG_LEVEL ?? 'silent' } },
);
process.exit(result.status ?? 1);
