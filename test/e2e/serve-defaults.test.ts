import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { runCli, startServerProcess } from '../helpers/server-process.js';

/** An address of this machine other than loopback, if it has one. */
function externalAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const info of list ?? []) if (!info.internal && info.family === 'IPv4') return info.address;
  }
  return null;
}

test('grove serve with no settings: 127.0.0.1 only, an unlimited default organization, and a banner that says so', async () => {
  const server = await startServerProcess({ GROVE_HOST: '' }); // '' = unset: the default applies
  try {
    // The banner follows the listen; wait for it rather than race the health check.
    for (let i = 0; i < 50 && !/CORS:/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 100));
    const output = server.output();
    assert.match(output, /First start: created organization 'default' on plan 'unlimited'/);
    assert.match(output, new RegExp(`Grove listening on ${server.url.replace(/\./g, '\\.')}`));
    assert.match(output, /only this machine can connect; set GROVE_HOST=0\.0\.0\.0 to accept other machines/);
    assert.match(output, /organizations: default \(plan unlimited\)/);
    assert.match(output, /grove org set-plan <org> <free\|paid\|usage\|unlimited>/);
    assert.match(output, new RegExp(`storage:\\s+data dir ${server.dataDir}`));
    assert.match(output, /\/metrics:\s+open to anyone who can connect \(set GROVE_METRICS_TOKEN/);

    const external = externalAddress();
    if (external) {
      const port = new URL(server.url).port;
      await assert.rejects(fetch(`http://${external}:${port}/health`), 'not reachable from other machines');
    }
  } finally {
    await server.stop();
  }
});

test('a free organization over its quota is told its plan and the command; running that command lifts it at once', async () => {
  const server = await startServerProcess();
  try {
    const env = { GROVE_DATA_DIR: server.dataDir };
    const created = runCli(['org', 'create', 'trial', '--plan', 'free'], env);
    assert.equal(created.code, 0, created.stderr);
    const headers = { 'x-api-key': created.stdout.trim(), 'content-type': 'application/json' };
    const createRepo = (slug: string) => fetch(`${server.url}/v1/repos`, { method: 'POST', headers, body: JSON.stringify({ slug }) });
    for (let i = 0; i < 5; i++) assert.equal((await createRepo(`r${i}`)).status, 201);
    const refused = await createRepo('r5');
    assert.equal(refused.status, 402);
    const body = (await refused.json()) as { error: string; code: string };
    assert.equal(body.code, 'QUOTA_EXCEEDED');
    assert.match(body.error, /Organization 'trial' is on the 'free' plan; .*`grove org set-plan trial unlimited`/);

    assert.equal(runCli(['org', 'set-plan', 'trial', 'unlimited'], env).code, 0);
    assert.equal((await createRepo('r5')).status, 201, 'the running server sees the new plan');
  } finally {
    await server.stop();
  }
});
