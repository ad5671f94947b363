// Runs ../shared/bench/api-bench.mjs (the SPEC API benchmark the peer was measured with) against a fresh Grove:
// built tree, a temporary data dir, an organization on the paid plan, rate limits raised so the client is not
// throttled. Usage: npm run build && npx tsx bench/api/run.ts [--runs N] [--ops a,b] [--conc-seconds S]
// Prints api-bench's table and its JSON line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startGrove } from '../lib/processes.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, ops: { type: 'string' }, 'conc-seconds': { type: 'string', default: '10' }, script: { type: 'string' } },
});
const script = values.script ?? path.resolve(import.meta.dirname, '../../../shared/bench/api-bench.mjs');
if (!existsSync(script)) throw new Error(`api-bench.mjs not found at ${script} (pass --script)`);

const grove = await startGrove({ GROVE_RATE_LIMIT_PER_MINUTE: '10000000', GROVE_RATE_LIMIT_PER_HOUR: '100000000' });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-api-bench-'));
try {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: scratch,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_URL: grove.url,
        BENCH_KEY: grove.key,
        BENCH_ORG: grove.org,
        BENCH_RUNS: values.runs,
        BENCH_CONC_SECONDS: values['conc-seconds'],
        BENCH_LABEL: 'grove',
        ...(values.ops ? { BENCH_OPS: values.ops } : {}),
      },
    });
    child.on('close', (c) => resolve(c ?? 1));
  });
  process.exitCode = code;
} finally {
  await grove.stop();
  rmSync(scratch, { recursive: true, force: true });
}
