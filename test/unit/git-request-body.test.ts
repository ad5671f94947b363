// Regression: the decoded request body of a git request may fail (bad gzip, over the limit, client gone) before
// anyone reads it, e.g. while a push's storage quota is checked. That failure must reach the reader as a 4xx
// error and never be an 'error' event without a listener, which ends the process.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { AppError } from '../../src/domain/errors.js';
import { decodedBody } from '../../src/http/git-http/request.js';
import { PktStreamReader } from '../../src/git/protocol/pkt-line.js';

async function withServer(handler: (req: http.IncomingMessage) => Promise<string>, run: (port: number) => Promise<void>): Promise<void> {
  const server = http.createServer((req, res) => {
    handler(req).then(
      (text) => res.end(text),
      (error: unknown) => res.end(error instanceof AppError ? `${error.status} ${error.message}` : `unexpected ${String(error)}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    server.close();
  }
}

/** Reads the body only after `delayMs`, as the push path does after its quota check. */
async function readLate(req: http.IncomingMessage, limit: number, delayMs: number): Promise<string> {
  const body = decodedBody(req, limit);
  await sleep(delayMs);
  const reader = new PktStreamReader(body);
  const all = await reader.readToEnd();
  return `read ${all.length}`;
}

const noisy = (error: unknown): void => assert.fail(`uncaught: ${String(error)}`);

test('a body that is not gzip fails the read with 400, also when nobody is reading yet', async () => {
  process.on('uncaughtException', noisy);
  try {
    await withServer(
      (req) => readLate(req, 1024, 60),
      async (port) => {
        const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-encoding': 'gzip' }, body: 'definitely not gzip' });
        assert.equal(await res.text(), '400 request body is not valid gzip');
      },
    );
  } finally {
    process.off('uncaughtException', noisy);
  }
});

test('a truncated gzip body and a body over the limit fail the read late without an unheard error', async () => {
  process.on('uncaughtException', noisy);
  try {
    await withServer(
      (req) => readLate(req, 64, 60),
      async (port) => {
        const gz = gzipSync(Buffer.from('0000'));
        const cut = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-encoding': 'gzip' }, body: gz.subarray(0, gz.length - 6) });
        assert.equal(await cut.text(), '400 request body is not valid gzip');
        const big = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-encoding': 'gzip' }, body: gzipSync(Buffer.alloc(4096, 0x30)) });
        assert.equal(await big.text(), '413 request body exceeds 64 bytes');
        const fine = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-encoding': 'gzip' }, body: gzipSync(Buffer.from('0000')) });
        assert.equal(await fine.text(), 'read 4');
      },
    );
  } finally {
    process.off('uncaughtException', noisy);
  }
});
