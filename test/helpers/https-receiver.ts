import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  /** The certificate (its own CA: self-signed), PEM, and where it is on disk for NODE_EXTRA_CA_CERTS. */
  cert: string;
  key: string;
  certPath: string;
  cleanup(): void;
}

/** A self-signed certificate for localhost, 127.0.0.1 and ::1, made by the openssl CLI. */
export function makeCertificate(): TestCertificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-cert-'));
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyPath, '-out', certPath,
      '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return {
    cert: readFileSync(certPath, 'utf8'),
    key: readFileSync(keyPath, 'utf8'),
    certPath,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** Header names as sent (not lowercased). */
  headerNames: string[];
  /** The body exactly as it arrived. */
  body: Buffer;
}

export interface Receiver {
  port: number;
  /** `https://<host>:<port>` */
  origin: string;
  requests: ReceivedRequest[];
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  /** Resolves once `count` requests have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** An HTTPS server on a loopback address that records every request; `respond` decides each answer (200). */
export async function startReceiver(
  certificate: TestCertificate,
  options: { host?: string; respond?: (req: ReceivedRequest, res: ServerResponse) => void } = {},
): Promise<Receiver> {
  const host = options.host ?? '127.0.0.1';
  const requests: ReceivedRequest[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headerNames = req.rawHeaders.filter((_, i) => i % 2 === 0);
      const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, headerNames, body: Buffer.concat(chunks) };
      requests.push(received);
      if (options.respond) options.respond(received, res);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  const receiver: Receiver = {
    port: 0,
    origin: '',
    requests,
    connections: 0,
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.origin = `https://${host.includes(':') ? `[${host}]` : host}:${receiver.port}`;
  return receiver;
}
