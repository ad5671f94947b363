// Git smart-HTTP requests built by hand (pkt-lines, push bodies, packs), for tests that send what a normal client
// would not. The git CLI itself: ./git-client.ts.
import { createHash } from 'node:crypto';
import type { ServingGrove } from './grove.js';

export function pkt(s: string | Buffer): Buffer {
  const data = typeof s === 'string' ? Buffer.from(s) : s;
  return Buffer.concat([Buffer.from((data.length + 4).toString(16).padStart(4, '0')), data]);
}
export const FLUSH = Buffer.from('0000');
export const ZERO_OID = '0'.repeat(40);

/** A pack with no objects (header and checksum), what a client sends when the server has everything. */
export function emptyPack(): Buffer {
  const header = Buffer.from([0x50, 0x41, 0x43, 0x4b, 0, 0, 0, 2, 0, 0, 0, 0]);
  return Buffer.concat([header, createHash('sha1').update(header).digest()]);
}

/** A push request: ref updates (`<old> <new> <ref>`), capabilities on the first, then the pack. */
export function pushBody(commands: string[], pack: Buffer, capabilities = 'report-status side-band-64k agent=git/test'): Buffer {
  const lines = commands.map((c, i) => pkt(i === 0 ? `${c}\0${capabilities}\n` : `${c}\n`));
  return Buffer.concat([...lines, FLUSH, pack]);
}

/** POST `<org>/<slug>.git/git-receive-pack` with `key` (the test organization's by default); the answer as latin1 text. */
export async function postReceivePack(t: ServingGrove, slug: string, body: Buffer, auth: { org: string; key: string } = t): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${t.port}/${auth.org}/${slug}.git/git-receive-pack`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.org}:${auth.key}`).toString('base64')}`,
      'content-type': 'application/x-git-receive-pack-request',
    },
    body,
  });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString('latin1') };
}

/** The objects a pack declares in its header. */
export function packObjectCount(pack: Buffer): number {
  return pack.readUInt32BE(8);
}
