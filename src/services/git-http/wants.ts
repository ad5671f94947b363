/**
 * Fetch by id in fork networks. A network member reads every object of its network's pool, and git's
 * `upload-pack` does not stop a client from naming such an object: protocol v2 serves any `want` (and
 * `object-info` describes any object) whatever `uploadpack.allowReachableSHA1InWant` says, and protocol v0/v1
 * check only wanted commits — a wanted tree or blob is served whatever reaches it (both verified with git
 * 2.39). So for members the ids a request names are read here, before git runs, and each must be reachable
 * from the repository's own refs (src/git/forks/reachability.ts).
 */
import { invalid } from '../../domain/errors.js';
import { pktLine, pktText, type PktStreamReader } from '../../git/protocol/pkt-line.js';
import type { RepoHandle } from '../repository/index.js';

/**
 * What is read: a v2 `fetch` or `object-info` request after its `command=` line, or a v0/v1 upload-pack
 * request's want list (its first `want` line already read, as `first`).
 */
export type IdRequest = { kind: 'fetch' | 'object-info' } | { kind: 'want-list'; first: string };

const HEX_OID_RE = /^[0-9a-fA-F]{40}/;

/**
 * The object ids a request names: `want <oid>` lines (v2 fetch, in any section up to the closing flush-pkt,
 * which must end the request; v0/v1, up to the flush-pkt that ends the want list — wants cannot come later)
 * or `oid <oid>` lines (object-info). git reads the first 40 hex digits after the keyword (either case) and
 * ignores what follows (v0 capabilities), so do we; fewer is a protocol error (git would refuse it too).
 * `want-ref <ref>` lines name refs: nothing to check.
 */
async function readRequestedIds(reader: PktStreamReader, request: IdRequest): Promise<string[]> {
  const keyword = request.kind === 'object-info' ? 'oid ' : 'want ';
  const ids: string[] = [];
  const take = (line: string): void => {
    if (!line.startsWith(keyword)) return;
    const m = HEX_OID_RE.exec(line.slice(keyword.length));
    if (!m) throw invalid(`protocol error: expected '${keyword}<object id>'`);
    ids.push(m[0].toLowerCase());
  };
  if (request.kind === 'want-list') take(request.first);
  for (;;) {
    const pkt = await reader.next();
    if (pkt === null || pkt.kind === 'response-end') throw invalid('protocol error: the request does not end with a flush-pkt');
    if (pkt.kind === 'flush') break;
    if (pkt.kind === 'delim') continue;
    take(pktText(pkt)!);
  }
  if (request.kind !== 'want-list' && (await reader.next()) !== null) throw invalid('protocol error: data after the end of the request');
  return ids;
}

/**
 * For a network member's upload-pack request: null when every id it names is reachable from the repository's
 * refs (git may run), else the answer to send instead: the pkt-line git itself sends for an object it does
 * not have (`ERR upload-pack: not our ref <oid>`, printed by clients as "remote error: …"), so an object
 * elsewhere in the network looks exactly like a missing one.
 */
export async function refuseUnreachableIds(handle: RepoHandle, reader: PktStreamReader, request: IdRequest): Promise<Buffer | null> {
  const unreachable = await handle.firstHidden(await readRequestedIds(reader, request));
  return unreachable === null ? null : pktLine(`ERR upload-pack: not our ref ${unreachable}`);
}
