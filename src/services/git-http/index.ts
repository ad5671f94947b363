import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, invalid } from '../../domain/errors.js';
import type { EventBus } from '../../domain/events.js';
import type { Org, Principal } from '../../domain/types.js';
import {
  advertisedRefs,
  gitVersion,
  lsRefsResponse,
  uploadPackAdvertisement,
  v2CapabilityAdvertisement,
  visibleRefs,
  type AdvertisedHead,
  type AdvertisedRef,
  type LsRefsArgs,
} from '../../git/protocol/advertise.js';
import { isValidRefName } from '../../git/args.js';
import { reclaimStaleRefLocks } from '../../git/refs/lock-owner.js';
import { PackResponseCache } from '../../git/protocol/pack-response-cache.js';
import { FLUSH_PKT, PktFramingCheck, PktInspectLimitError, PktLineError, PktStreamReader, pktLine, pktText } from '../../git/protocol/pkt-line.js';
import { isDeletion, readPushRequestHead, rejectionReport, type PushRequestHead } from '../../git/protocol/receive-commands.js';
import type { RefEntry } from '../../git/refs/index.js';
import { readRefSnapshot } from '../../git/refs/snapshot.js';
import { parseGitProtocol, receivePackAdvertisement, spawnService, type GitService } from '../../git/protocol/smart-http.js';
import type { Config } from '../../config/index.js';
import type { BasicCredentials, IdentityService } from '../auth/index.js';
import type { LfsService } from '../lfs/index.js';
import type { GitIdentity, OrgRepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import { CloneResponseCache } from './clone-cache.js';
import { startReceivePack } from './push-guard.js';
import { runRpc } from './rpc.js';
import { refuseUnreachableIds } from './wants.js';

export type { GitIdentity, GitService };
export type GitCredentials = BasicCredentials;
export type GitRepoAddress = OrgRepoAddress;

/** A caller admitted to a repository over git: the handle, the repository's organization, who is calling. */
export interface GitAccess {
  handle: RepoHandle;
  org: Org;
  principal: Principal | null;
}

export interface GitHttpDeps {
  gate: RepoGate;
  identity: IdentityService;
  usage: UsageService;
  events: EventBus;
  /** Large-file locks: a push may not modify a path someone else has locked. */
  lfs: Pick<LfsService, 'locksOfOthers'>;
  config: Pick<Config, 'dataDir' | 'cloneCacheMb'>;
  log: (message: string, error?: unknown) => void;
}

/**
 * Request-body limits, applied to the decoded (gunzipped) bytes. A push carries a pack, so it may be large;
 * a fetch request carries only wants, haves and arguments.
 */
export const GIT_HTTP_LIMITS = {
  pushBodyBytes: 2 * 1024 * 1024 * 1024,
  fetchBodyBytes: 64 * 1024 * 1024,
  /** Largest command list of a push we read before handing the request to git. */
  pushCommandBytes: 64 * 1024 * 1024,
  /** Largest v2 ls-refs request answered in-process (bigger ones go to git). */
  lsRefsBytes: 1024 * 1024,
  /**
   * Largest v2 fetch / object-info request to a fork-network member: its wants are read (and checked) before
   * git runs, so it is held in memory; bigger ones are refused (413). 16 MiB is about 300,000 `want` lines.
   */
  checkedFetchBytes: 16 * 1024 * 1024,
} as const;

export interface GitHttpResponse {
  contentType: string;
  body: Buffer | Readable;
  /** For clone requests: answered from the clone response cache, or recorded into it. */
  cache?: 'hit' | 'miss';
}

export interface GitRpcOptions {
  /** The client's Git-Protocol header, if any. */
  gitProtocol?: string | undefined;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

const SUPPORTED_V2_COMMANDS = new Set(['ls-refs', 'fetch', 'object-info']);

/** Client mistakes found while reading a request body become 4xx; anything else is rethrown. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof PktLineError) return invalid(error.message);
  if (error instanceof Error && /closed|aborted|ECONNRESET/i.test(error.message)) return invalid('client closed the request');
  return error;
}

/**
 * Git smart HTTP (gitprotocol-http(5)): authentication and access through GitAccessControl, the upload-pack
 * advertisement and v2 `ls-refs` answered in-process, `fetch` and pushes streamed through git itself.
 * Pushes publish `ref.updated` events (source `push`) for the refs they changed.
 */
export class GitHttpService {
  readonly #clones: CloneResponseCache | null;

  constructor(private readonly deps: GitHttpDeps) {
    const cacheBytes = deps.config.cloneCacheMb * 1024 * 1024;
    this.#clones = cacheBytes > 0 ? new CloneResponseCache(new PackResponseCache(path.join(deps.config.dataDir, 'cache', 'clones'), { maxBytes: cacheBytes })) : null;
    if (this.#clones) {
      const clones = this.#clones;
      deps.events.subscribe((event) => {
        if (event.type === 'repo.deleted') clones.dropRepo(event.repoId).catch((error: unknown) => deps.log('clone cache: could not drop a deleted repository', error));
      });
    }
  }

  /** Step 1: who is calling, from Basic credentials on a URL of organization `urlOrg` (refusals decided in step 2). */
  identify(credentials: GitCredentials | null, urlOrg: string): Promise<GitIdentity> {
    return this.deps.identity.fromBasic(credentials, urlOrg);
  }

  /** Step 2: may they read (fetch) or write (push) this repository? Throws 401 / 403 / 404. */
  async authorize(identity: GitIdentity, address: GitRepoAddress, need: 'read' | 'write'): Promise<GitAccess> {
    const { handle, org } = await this.deps.gate.openGit(identity, address, need);
    return { handle, org, principal: identity.principal };
  }

  /** `GET info/refs?service=…`. */
  async advertise(access: GitAccess, service: GitService, gitProtocol: string | undefined): Promise<GitHttpResponse> {
    const contentType = `application/x-git-${service}-advertisement`;
    const protocol = parseGitProtocol(gitProtocol);
    const header = Buffer.concat([pktLine(`# service=git-${service}\n`), FLUSH_PKT]);
    const dir = access.handle.dir;
    if (service === 'receive-pack') {
      await this.deps.usage.assertStorageLeft(access.org);
      // receive-pack has no v2: it answers v0 (or v1) whatever was asked, always after the service header
      return { contentType, body: Buffer.concat([header, await receivePackAdvertisement(dir, protocol.env)]) };
    }
    const version = await gitVersion();
    if (protocol.version === 2) return { contentType, body: v2CapabilityAdvertisement(version) };
    const { head, refs } = await this.#refs(access.handle);
    return { contentType, body: Buffer.concat([header, uploadPackAdvertisement(version, protocol.version, head, refs)]) };
  }

  /** `POST git-upload-pack`: v2 ls-refs in-process; everything else through `git upload-pack`. */
  async uploadPack(access: GitAccess, body: Readable, opts: GitRpcOptions = {}): Promise<GitHttpResponse> {
    const contentType = 'application/x-git-upload-pack-result';
    const protocol = parseGitProtocol(opts.gitProtocol);
    const { handle } = access;
    const dir = handle.dir;
    // fork-network members: the ids a request names are read and checked before git runs (wants.ts)
    const member = handle.repo.networkId !== null;
    const reader = new PktStreamReader(body, member ? GIT_HTTP_LIMITS.checkedFetchBytes : GIT_HTTP_LIMITS.lsRefsBytes);
    let command: string | null = null;
    try {
      const first = await reader.next();
      const text = first ? pktText(first) : null;
      if (protocol.version === 2) {
        command = text?.startsWith('command=') ? text.slice('command='.length) : null;
        if (command === null) throw invalid('protocol error: expected a command= line (protocol v2)');
        if (!SUPPORTED_V2_COMMANDS.has(command)) throw invalid(`protocol error: unknown command '${command.slice(0, 64)}'`);
        if (command === 'ls-refs') {
          const args = await readLsRefs(reader);
          if (args) {
            const { head, refs } = await this.#refs(handle);
            return { contentType, body: lsRefsResponse(args, head, refs) };
          }
        } else if (member && (command === 'fetch' || command === 'object-info')) {
          const refusal = await refuseUnreachableIds(handle, reader, { kind: command });
          if (refusal) return { contentType, body: refusal };
        }
      } else if (text === null || !/^want [0-9a-f]{40}/.test(text)) {
        throw invalid("protocol error: expected 'want <object id>'");
      } else if (member) {
        const refusal = await refuseUnreachableIds(handle, reader, { kind: 'want-list', first: text });
        if (refusal) {
          for await (const chunk of reader.rest()) void chunk; // the haves: unread, but the request must end
          return { contentType, body: refusal };
        }
      }
    } catch (error) {
      if (!(error instanceof PktInspectLimitError) || member) {
        body.destroy();
        // a member's request is never handed to git unread: its wants could not be checked
        if (error instanceof PktInspectLimitError) throw new AppError('PAYLOAD_TOO_LARGE', `request too large: over ${GIT_HTTP_LIMITS.checkedFetchBytes} bytes`);
        throw asClientError(error);
      }
      // a very large ls-refs request: git reads it
    }
    // a clone request (v2 fetch or v0 want list, `done`, no `have`) may have been answered before
    const clone =
      this.#clones && (protocol.version !== 2 || command === 'fetch')
        ? await this.#clones.lookup(handle.repo.id, dir, reader).catch((error: unknown) => {
            body.destroy();
            throw asClientError(error);
          })
        : null;
    if (clone && 'hit' in clone) return { contentType, body: clone.hit, cache: 'hit' };
    const recorder = clone?.recorder ?? null;
    const child = spawnService('upload-pack', dir, protocol.env);
    if (recorder) child.stdout!.on('data', (chunk: Buffer) => recorder.write(chunk));
    const out = await runRpc({
      child,
      input: reader.replay(),
      checks: [new PktFramingCheck()],
      onAbort: 'kill',
      log: this.deps.log,
      // kept only when git answered completely; recording never delays the response
      ...(recorder ? { after: async (code: number | null) => void (code === 0 ? recorder.commit() : recorder.abort()) } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    }).catch((error: unknown) => {
      recorder?.abort(); // git may never have started
      throw error;
    });
    return { contentType, body: out, ...(clone ? { cache: 'miss' as const } : {}) };
  }

  /** `POST git-receive-pack`: checks the command list, runs `git receive-pack`, publishes what moved. */
  async receivePack(access: GitAccess, body: Readable, opts: GitRpcOptions = {}): Promise<GitHttpResponse> {
    const contentType = 'application/x-git-receive-pack-result';
    const protocol = parseGitProtocol(opts.gitProtocol);
    const { handle } = access;
    const dir = handle.dir;
    let head: PushRequestHead;
    const reader = new PktStreamReader(body, GIT_HTTP_LIMITS.pushCommandBytes);
    try {
      await this.deps.usage.assertStorageLeft(access.org);
      head = await readPushRequestHead(reader);
    } catch (error) {
      body.destroy();
      throw asClientError(error);
    }

    const defaultRef = `refs/heads/${handle.repo.defaultBranch}`;
    if (head.commands.some((c) => c.ref === defaultRef && isDeletion(c))) {
      // drain the rest (a pack, if the push also creates or updates refs) before answering
      try {
        for await (const chunk of reader.rest()) void chunk;
      } catch (error) {
        throw asClientError(error);
      }
      const reasons = new Map([[defaultRef, 'refusing to delete the default branch']]);
      return { contentType, body: rejectionReport(head, reasons, 'push refused: it deletes the default branch') };
    }

    // a lock left by a writer killed mid-update would make git refuse this push for good
    await reclaimStaleRefLocks(dir, head.commands.map((c) => c.ref).filter((ref) => ref.startsWith('refs/') && isValidRefName(ref)));
    const before = await handle.listRefs();
    // fork-network members: pushed refs may need only objects the push sent or the member already reaches
    // paths locked by someone else (large-file locks) may not be modified by this push
    const locks = await this.deps.lfs.locksOfOthers(handle.repo.id, access.principal);
    const { child, checks } = await startReceivePack(this.deps, handle, protocol.env, locks);
    const out = await runRpc({
      child,
      input: reader.replay(),
      checks,
      onAbort: 'finish',
      after: () => this.#publishPush(handle, head, before),
      log: this.deps.log,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    return { contentType, body: out };
  }

  async #refs(handle: RepoHandle): Promise<{ head: AdvertisedHead; refs: AdvertisedRef[] }> {
    const { head: headRef, refs: all } = await readRefSnapshot(handle.dir);
    const entries = visibleRefs(all);
    const peel = await handle.peel(entries, headRef.oid ? [headRef.oid] : []);
    const headPeel = headRef.oid ? peel.get(headRef.oid) : undefined;
    const head: AdvertisedHead =
      headRef.oid && headPeel !== undefined
        ? { target: headRef.target, oid: headRef.oid, peeled: headPeel }
        : { target: headRef.target, oid: null, peeled: null };
    return { head, refs: advertisedRefs(entries, peel) };
  }

  /** What a push moved, told through the commit writer like every other change (one set of events per ref). */
  async #publishPush(handle: RepoHandle, head: PushRequestHead, before: RefEntry[]): Promise<void> {
    if (head.commands.length === 0) return;
    const after = new Map((await handle.listRefs()).map((r) => [r.name, r.oid]));
    const previous = new Map(before.map((r) => [r.name, r.oid]));
    for (const ref of new Set(head.commands.map((c) => c.ref))) {
      const oldSha = previous.get(ref) ?? null;
      const newSha = after.get(ref) ?? null;
      if (oldSha !== newSha) handle.writer.announce(ref, oldSha, newSha, 'git');
    }
  }
}

/**
 * The rest of a v2 `ls-refs` request after `command=ls-refs`: capability lines, a delimiter, arguments, a
 * flush, and nothing after. Null when it holds anything we do not handle ourselves, so git answers it.
 */
async function readLsRefs(reader: PktStreamReader): Promise<LsRefsArgs | null> {
  const args: LsRefsArgs = { symrefs: false, peel: false, unborn: false, prefixes: [] };
  let section: 'caps' | 'args' = 'caps';
  for (;;) {
    if (reader.bytesSeen > GIT_HTTP_LIMITS.lsRefsBytes) return null; // a very large request: git reads it
    const pkt = await reader.next();
    if (pkt === null || pkt.kind === 'response-end') return null;
    if (pkt.kind === 'flush') break;
    if (pkt.kind === 'delim') {
      if (section === 'args') return null;
      section = 'args';
      continue;
    }
    const line = pktText(pkt)!;
    if (section === 'caps') {
      if (!/^(agent|server-option|session-id)=/.test(line) && line !== 'object-format=sha1') return null;
      continue;
    }
    if (line === 'symrefs') args.symrefs = true;
    else if (line === 'peel') args.peel = true;
    else if (line === 'unborn') args.unborn = true;
    else if (line.startsWith('ref-prefix ')) args.prefixes.push(line.slice('ref-prefix '.length));
    else return null;
  }
  return (await reader.next()) === null ? args : null;
}
