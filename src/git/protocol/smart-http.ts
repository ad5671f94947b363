/**
 * The git side of smart HTTP: spawning `upload-pack` / `receive-pack --stateless-rpc` for a repository,
 * and the Git-Protocol side channel (gitprotocol-http(5)). Argv arrays only; the repository path is ours
 * (absolute, from repo-layout), never a client value.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gitOk, spawnGit } from '../exec.js';

export type GitService = 'upload-pack' | 'receive-pack';

export interface GitProtocolRequest {
  /** The value to pass as GIT_PROTOCOL, or undefined when the header is absent or not acceptable. */
  env: string | undefined;
  /** The protocol version asked for (git takes the highest `version=` given); 0 when none. */
  version: 0 | 1 | 2;
}

const ITEM_RE = /^[A-Za-z0-9._-]+(?:=[A-Za-z0-9._-]*)?$/;

/**
 * The `Git-Protocol` request header: colon-separated `key` or `key=value` items. Anything else (or anything
 * longer than 256 bytes) is ignored as a whole, which means protocol v0.
 */
export function parseGitProtocol(header: string | undefined): GitProtocolRequest {
  if (header === undefined || header.length === 0 || header.length > 256) return { env: undefined, version: 0 };
  const items = header.split(':');
  if (!items.every((item) => ITEM_RE.test(item))) return { env: undefined, version: 0 };
  let version: 0 | 1 | 2 = 0;
  for (const item of items) {
    const m = /^version=([0-9]+)$/.exec(item);
    if (m && (m[1] === '1' || m[1] === '2') && Number(m[1]) > version) version = Number(m[1]) as 1 | 2;
  }
  return { env: header, version };
}

/** Inactivity timeout git applies to upload-pack (seconds). */
const UPLOAD_PACK_TIMEOUT_S = 600;

/** `git upload-pack|receive-pack --stateless-rpc <dir>`, reading the request on stdin. */
export function spawnService(service: GitService, repoDir: string, gitProtocol: string | undefined): ChildProcess {
  const dir = path.resolve(repoDir);
  const args =
    service === 'upload-pack'
      ? ['upload-pack', '--stateless-rpc', '--strict', `--timeout=${UPLOAD_PACK_TIMEOUT_S}`, dir]
      : // gc --auto after every push would delay the response by a spawn (maintenance is scheduled by the service)
        ['-c', 'receive.autogc=false', 'receive-pack', '--stateless-rpc', dir];
  return spawnGit(args, { cwd: dir, env: { GIT_PROTOCOL: gitProtocol } });
}

/**
 * receive-pack's advertisement (refs, `.have` lines of alternates, capabilities), as git prints it. A push
 * spawns receive-pack anyway, so this one spawn is not worth replacing.
 */
export async function receivePackAdvertisement(repoDir: string, gitProtocol: string | undefined): Promise<Buffer> {
  const dir = path.resolve(repoDir);
  return gitOk(['receive-pack', '--stateless-rpc', '--advertise-refs', dir], {
    cwd: dir,
    env: { GIT_PROTOCOL: gitProtocol },
    timeoutMs: 30_000,
  });
}
