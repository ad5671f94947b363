// Generates the OpenAPI document from the route schemas. --write updates docs/openapi.json;
// --check fails when the committed file differs from what the code generates. The SDK's types
// (sdk/src/openapi.ts) are generated from the same document and checked the same way.
import openapiTS, { astToString } from 'openapi-typescript';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';

const FILE = 'docs/openapi.json';
const SDK_TYPES = 'sdk/src/openapi.ts';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-openapi-'));
const grove = await buildGrove(
  loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_LOG_LEVEL: 'silent', GROVE_BOOTSTRAP_ORG: 'openapi', GROVE_BOOTSTRAP_KEY: 'grove_mk_openapi_generation_only_key' }),
);
await grove.app.ready();
const document = grove.app.swagger();
const generated = JSON.stringify(document, null, 2) + '\n';
const sdkTypes =
  '// Generated from docs/openapi.json by `npm run openapi`; do not edit.\n\n' +
  astToString(await openapiTS(JSON.parse(generated) as Parameters<typeof openapiTS>[0]));
await grove.close();
rmSync(dataDir, { recursive: true, force: true });

const outputs: Array<[string, string]> = [
  [FILE, generated],
  [SDK_TYPES, sdkTypes],
];
if (process.argv.includes('--write')) {
  for (const [file, text] of outputs) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
} else {
  for (const [file, text] of outputs) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // missing counts as different
    }
    if (committed !== text) {
      console.error(`${file} is out of date: run 'npm run openapi' and commit the result`);
      process.exit(1);
    }
    console.log(`${file}: up to date`);
  }
}
