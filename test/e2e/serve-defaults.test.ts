import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { startServerProcess } from '../helpers/server-process.js';

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
