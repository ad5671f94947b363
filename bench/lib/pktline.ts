// Git pkt-lines, and the protocol-v2 request a full clone sends.
import { gitText } from './exec.js';

export function pkt(line: string): Buffer {
  const payload = Buffer.from(line);
  return Buffer.concat([Buffer.from((payload.length + 4).toString(16).padStart(4, '0')), payload]);
}

export const FLUSH = Buffer.from('0000');
export const DELIM = Buffer.from('0001');

/** The ids a full clone wants: every head and tag (tag objects for annotated tags), once each. */
export async function headAndTagIds(gitDir: string): Promise<string[]> {
  const out = await gitText(['-C', gitDir, 'for-each-ref', '--format=%(objectname)', 'refs/heads', 'refs/tags']);
  return [...new Set(out.split('\n').filter(Boolean))];
}

/**
 * A protocol-v2 `fetch` wanting `wants` and nothing else (`done` at once: no negotiation), as `git clone` sends
 * it: thin-pack, no-progress, ofs-delta.
 */
export function fullCloneRequest(wants: string[], agent?: string): Buffer {
  return Buffer.concat([
    pkt('command=fetch\n'),
    ...(agent ? [pkt(`agent=${agent}\n`)] : []),
    DELIM,
    pkt('thin-pack\n'),
    pkt('no-progress\n'),
    pkt('ofs-delta\n'),
    ...wants.map((oid) => pkt(`want ${oid}\n`)),
    pkt('done\n'),
    FLUSH,
  ]);
}

/** Checks a v2 fetch response: a `packfile` section first, a flush last. Throws with what was seen otherwise. */
export function checkPackResponse(who: string, head: Buffer, tail: Buffer, bytes: number): void {
  const first = head.subarray(0, 13).toString('latin1');
  const last = tail.subarray(-4).toString('latin1');
  if (first !== '000dpackfile\n' || last !== '0000' || bytes < 1000) {
    throw new Error(`${who}: not a full pack response (${bytes} bytes; starts ${JSON.stringify(head.toString('latin1').slice(0, 60))}, ends ${JSON.stringify(last)})`);
  }
}
