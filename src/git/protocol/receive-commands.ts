/**
 * The head of a push request (gitprotocol-pack(5) "Reference update request"): optional `shallow` lines,
 * then the command list (`<old> <new> <ref>`, capabilities after a NUL on the first) up to a flush-pkt;
 * the pack follows. We read it before spawning receive-pack to know which refs a push touches and to
 * refuse some pushes with a proper report-status.
 */
import { FLUSH_PKT, PktLineError, type PktStreamReader, pktLine, sideBand } from './pkt-line.js';

export interface RefCommand {
  oldOid: string;
  newOid: string;
  ref: string;
}

export interface PushRequestHead {
  commands: RefCommand[];
  capabilities: string[];
}

const ZERO = '0'.repeat(40);
const COMMAND_RE = /^([0-9a-f]{40}) ([0-9a-f]{40}) (\S[^\0]*)$/;

export function isDeletion(c: RefCommand): boolean {
  return c.newOid === ZERO;
}

/** Reads up to and including the command list's flush-pkt. Throws PktLineError on malformed input. */
export async function readPushRequestHead(reader: PktStreamReader): Promise<PushRequestHead> {
  const commands: RefCommand[] = [];
  let capabilities: string[] = [];
  for (;;) {
    const pkt = await reader.next();
    if (pkt === null) {
      if (commands.length === 0 && reader.bytesSeen === 0) return { commands, capabilities };
      throw new PktLineError('protocol error: push request ends before its flush-pkt');
    }
    if (pkt.kind === 'flush') return { commands, capabilities };
    if (pkt.kind !== 'data') throw new PktLineError('protocol error: unexpected special packet in push commands');
    let line = pkt.data.toString('utf8');
    if (line.endsWith('\n')) line = line.slice(0, -1);
    if (commands.length === 0 && /^shallow [0-9a-f]{40}$/.test(line)) continue;
    if (commands.length === 0) {
      const nul = line.indexOf('\0');
      if (nul >= 0) {
        capabilities = line.slice(nul + 1).split(' ').filter((c) => c.length > 0);
        line = line.slice(0, nul);
      }
    }
    const m = COMMAND_RE.exec(line);
    if (!m) throw new PktLineError(`protocol error: expected '<old> <new> <ref>', got ${JSON.stringify(line.slice(0, 80))}`);
    commands.push({ oldOid: m[1]!, newOid: m[2]!, ref: m[3]! });
  }
}

/**
 * A report-status (or -v2) refusing every command with `reason` for the refs in `reasons` and a generic note
 * for the rest, wrapped in side-band-64k when the client asked for it. Empty when no report was asked for.
 */
export function rejectionReport(head: PushRequestHead, reasons: ReadonlyMap<string, string>, otherReason: string): Buffer {
  const caps = new Set(head.capabilities);
  if (!caps.has('report-status') && !caps.has('report-status-v2')) return Buffer.alloc(0);
  const lines = [pktLine('unpack ok\n')];
  for (const c of head.commands) lines.push(pktLine(`ng ${c.ref} ${reasons.get(c.ref) ?? otherReason}\n`));
  lines.push(FLUSH_PKT);
  const report = Buffer.concat(lines);
  if (!caps.has('side-band-64k')) return report;
  return Buffer.concat([...sideBand(1, report), FLUSH_PKT]);
}
