// Generates the OpenAPI document from the route schemas. --write updates docs/openapi.json;
// --check fails when the committed file differs from what the code generates.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';

const FILE = 'docs/openapi.json';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-openapi-'));
const grove = await buildGrove(
  loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_LOG_LEVEL: 'silent', GROVE_BOOTSTRAP_ORG: 'openapi', GROVE_BOOTSTRAP_KEY: 'grove_mk_openapi_generation_only_key' }),
);
await grove.app.ready();
const generated = JSON.stringify(grove.app.swagger(), null, 2) + '\n';
await grove.close();
rmSync(dataDir, { recursive: true, force: true });

if (process.argv.includes('--write')) {
  writeFileSync(FILE, generated);
  console.log(`wrote ${FILE}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    // missing counts as different
  }
  if (committed !== generated) {
    console.error(`${FILE} is out of date: run 'npm run openapi' and commit the result`);
    process.exit(1);
  }
  console.log(`${FILE}: up to date`);
}
