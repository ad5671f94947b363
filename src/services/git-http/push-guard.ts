/**
 * Pushes to fork-network members: receive-pack runs Grove's pre-receive hook, and the hook's question — may
 * these refs move? — is answered here (git/forks/push-hook.ts carries it, git/forks/push-check.ts decides).
 * A refused push gets git's usual report: `ng <ref> pre-receive hook declined` for every ref of the push and
 * the reason as a `remote:` line. Repositories outside any network run plain receive-pack.
 * Design: docs/adr/0003-fork-networks.md, "Pushes to members".
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Duplex, Transform } from 'node:stream';
import { installPushHooks, serveHookChannel, spawnCheckedReceivePack, type HookVerdict } from '../../git/forks/push-hook.js';
import { PushPackProbe } from '../../git/forks/push-pack-probe.js';
import { spawnService } from '../../git/protocol/smart-http.js';
import type { Config } from '../../config/index.js';
import type { RepoHandle } from '../repository/index.js';

const ZERO_OID = '0'.repeat(40);

export interface ReceivePackRun {
  child: ChildProcess;
  /** Transforms for the request body on its way into receive-pack (runRpc's `checks`). */
  checks: Transform[];
}

/** The directory of the hooks member pushes run (`core.hooksPath`). */
export function pushHooksDir(dataDir: string): string {
  return path.join(dataDir, 'hooks', 'fork-member');
}

/**
 * Starts receive-pack for a push to `repo` (its directory `dir`). For a fork-network member, the pushed refs
 * may only need objects the push sent or the member already reaches; anything else refuses the whole push.
 */
export async function startReceivePack(
  deps: { config: Pick<Config, 'dataDir'>; log: (message: string, error?: unknown) => void },
  handle: RepoHandle,
  gitProtocol: string | undefined,
): Promise<ReceivePackRun> {
  const { repo, dir } = handle;
  if (repo.networkId === null) return { child: spawnService('receive-pack', dir, gitProtocol), checks: [] };
  const hooks = await installPushHooks(pushHooksDir(deps.config.dataDir));
  const probe = new PushPackProbe();
  const child = spawnCheckedReceivePack(dir, gitProtocol, hooks);
  serveHookChannel(
    child.stdio[3] as Duplex,
    dir,
    async (request): Promise<HookVerdict> => {
      const tips = request.commands.filter((c) => c.newOid !== ZERO_OID).map((c) => c.newOid);
      const missing = await handle.firstUnsentHidden({ quarantineDir: request.quarantineDir, tips, sentObjects: probe.objects });
      if (missing === null) return { ok: true };
      // worded like git's own answer for an object it does not have: the object may exist elsewhere in the network
      return { ok: false, message: `push refused: missing necessary objects (${missing} is not in the push or in this repository)` };
    },
    (error) => deps.log(`push to ${repo.id}: checking the pushed objects failed`, error),
  );
  return { child, checks: [probe] };
}
