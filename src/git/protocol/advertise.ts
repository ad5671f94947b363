/**
 * upload-pack's ref and capability advertisements, built in-process (no spawn) so `info/refs` and v2
 * `ls-refs` cost a few file reads. The output matches `git upload-pack --stateless-rpc --advertise-refs`
 * (and v2 `ls-refs`) byte for byte for repositories with our REPO_CONFIG (uploadpack.allowFilter,
 * allowReachableSHA1InWant); test/integration/git-http-protocol.test.ts compares the two.
 * Written from gitprotocol-pack(5), gitprotocol-v2(5) and gitprotocol-capabilities(5).
 */
import { runGit } from '../exec.js';
import { FLUSH_PKT, MAX_PKT_DATA, pktLine } from './pkt-line.js';
import type { RefEntry } from '../refs/index.js';

export const ZERO_OID = '0'.repeat(40);

/** A ref to advertise: its object, and the object an annotated tag finally peels to (else null). */
export interface AdvertisedRef {
  name: string;
  oid: string;
  peeled: string | null;
}

/** HEAD: its symbolic target (null when detached) and the object it resolves to (null when unborn). */
export interface AdvertisedHead {
  target: string | null;
  oid: string | null;
  peeled: string | null;
}

export interface GitVersion {
  /** As `git version` prints it, e.g. `2.39.5`. */
  text: string;
  major: number;
  minor: number;
}

let versionPromise: Promise<GitVersion> | null = null;

/** The installed git's version (one `git version` spawn per process, then cached). */
export function gitVersion(): Promise<GitVersion> {
  versionPromise ??= runGit(['version'], { timeoutMs: 10_000 }).then((res) => {
    const text = /^git version (\S+)/.exec(res.stdout.toString('utf8'))?.[1] ?? 'unknown';
    const m = /^(\d+)\.(\d+)/.exec(text);
    return { text, major: m ? Number(m[1]) : 0, minor: m ? Number(m[2]) : 0 };
  });
  versionPromise.catch(() => (versionPromise = null));
  return versionPromise;
}

/** The `agent=` value git would send: `git/<version>` with anything outside printable ASCII made a dot. */
function agentOf(version: GitVersion): string {
  return `git/${version.text}`.replace(/[^\x21-\x7e]/g, '.');
}

function atLeast(v: GitVersion, major: number, minor: number): boolean {
  return v.major > major || (v.major === major && v.minor >= minor);
}

/** v0/v1 capabilities of upload-pack in stateless-rpc mode, in git's order. */
function v0Capabilities(version: GitVersion, symrefTarget: string | null): string {
  const caps = [
    'multi_ack',
    'thin-pack',
    'side-band',
    'side-band-64k',
    'ofs-delta',
    'shallow',
    'deepen-since',
    'deepen-not',
    'deepen-relative',
    'no-progress',
    'include-tag',
    'multi_ack_detailed',
    'allow-reachable-sha1-in-want',
    'no-done',
  ];
  if (symrefTarget) caps.push(`symref=HEAD:${symrefTarget}`);
  caps.push('filter', 'object-format=sha1', `agent=${agentOf(version)}`);
  return caps.join(' ');
}

/**
 * Pkt-lines of text, encoded once: a ref advertisement has one line per ref, so lines are joined as strings
 * and converted to bytes in one go (refnames are almost always ASCII; others are measured exactly).
 */
class PktText {
  readonly #parts: string[] = [];

  line(text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_PKT_DATA) throw new RangeError('pkt-line payload is too long');
    this.#parts.push((bytes + 4).toString(16).padStart(4, '0'), text);
  }

  flush(): Buffer {
    this.#parts.push('0000');
    return Buffer.from(this.#parts.join(''), 'utf8');
  }
}

/**
 * The v0 (or v1) reference advertisement that follows the `# service=git-upload-pack` header: HEAD first when
 * it resolves, then every ref in name order with a `^{}` line after each annotated tag; capabilities ride on
 * the first line. An empty repository sends only a flush (git < 2.41) or a `capabilities^{}` line (≥ 2.41).
 */
export function uploadPackAdvertisement(version: GitVersion, protocol: 0 | 1, head: AdvertisedHead, refs: readonly AdvertisedRef[]): Buffer {
  const out = new PktText();
  if (protocol === 1) out.line('version 1\n');
  const symref = head.oid !== null ? head.target : null;
  let caps: string | null = v0Capabilities(version, symref);
  const emit = (oid: string, name: string, peeled: string | null): void => {
    out.line(caps !== null ? `${oid} ${name}\0${caps}\n` : `${oid} ${name}\n`);
    caps = null;
    if (peeled) out.line(`${peeled} ${name}^{}\n`);
  };
  if (head.oid !== null) emit(head.oid, 'HEAD', head.peeled);
  for (const ref of refs) emit(ref.oid, ref.name, ref.peeled);
  if (caps !== null && atLeast(version, 2, 41)) emit(ZERO_OID, 'capabilities^{}', null);
  return out.flush();
}

/** The v2 capability advertisement (`version 2` and one capability per line). */
export function v2CapabilityAdvertisement(version: GitVersion): Buffer {
  return Buffer.concat([
    pktLine('version 2\n'),
    pktLine(`agent=${agentOf(version)}\n`),
    pktLine('ls-refs=unborn\n'),
    pktLine('fetch=shallow wait-for-done filter\n'),
    pktLine('server-option\n'),
    pktLine('object-format=sha1\n'),
    pktLine('object-info\n'),
    FLUSH_PKT,
  ]);
}

/** Arguments of a v2 `ls-refs` command. */
export interface LsRefsArgs {
  symrefs: boolean;
  peel: boolean;
  unborn: boolean;
  prefixes: string[];
}

// git ignores the prefixes (shows everything) when a client sends this many.
const TOO_MANY_PREFIXES = 65536;

/** v2 `ls-refs` output: HEAD (when it matches), then the refs matching the prefixes, then a flush. */
export function lsRefsResponse(args: LsRefsArgs, head: AdvertisedHead, refs: readonly AdvertisedRef[]): Buffer {
  const prefixes = args.prefixes.length >= TOO_MANY_PREFIXES ? [] : args.prefixes;
  const matches = (name: string): boolean => prefixes.length === 0 || prefixes.some((p) => name.startsWith(p));
  const out = new PktText();
  const line = (oid: string, name: string, symref: string | null, peeled: string | null): void => {
    let s = `${oid} ${name}`;
    if (args.symrefs && symref) s += ` symref-target:${symref}`;
    if (args.peel && peeled) s += ` peeled:${peeled}`;
    out.line(`${s}\n`);
  };
  if (matches('HEAD')) {
    if (head.oid !== null) line(head.oid, 'HEAD', head.target, head.peeled);
    // git reports an unborn HEAD only together with its target, i.e. when symrefs were asked for too
    else if (args.unborn && args.symrefs && head.target !== null) line('unborn', 'HEAD', head.target, null);
  }
  for (const ref of refs) if (matches(ref.name)) line(ref.oid, ref.name, null, ref.peeled);
  return out.flush();
}

/**
 * Refs upload-pack never shows: `uploadpack.hideRefs` of REPO_CONFIG (Grove's bookkeeping refs). A name is
 * hidden when it is a prefix or lies below one, as git matches them.
 */
const HIDDEN_REF_PREFIXES: readonly string[] = ['refs/grove'];

function isHiddenRef(name: string): boolean {
  return HIDDEN_REF_PREFIXES.some((p) => name.startsWith(p) && (name.length === p.length || name[p.length] === '/'));
}

/** The refs upload-pack advertises: all but the hidden ones. */
export function visibleRefs(refs: readonly RefEntry[]): RefEntry[] {
  return refs.filter((r) => !isHiddenRef(r.name));
}

/** Turns listRefs entries into advertised refs, given peel results (see RefPeeler); drops broken refs. */
export function advertisedRefs(refs: readonly RefEntry[], peel: ReadonlyMap<string, string | null>): AdvertisedRef[] {
  const out: AdvertisedRef[] = [];
  for (const ref of refs) {
    if (isHiddenRef(ref.name)) continue;
    const peeled = peel.get(ref.oid);
    if (peeled === undefined) continue; // object missing: git skips broken refs too
    out.push({ name: ref.name, oid: ref.oid, peeled });
  }
  return out;
}
