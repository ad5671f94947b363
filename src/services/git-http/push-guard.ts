/**
 * Checked pushes: receive-pack runs Grove's pre-receive hook, and the hook's question — may these refs move? —
 * is answered here (git/forks/push-hook.ts carries it). Two rules use it:
 *  - fork-network members: the pushed refs may need only objects the push sent or the member already reaches
 *    (git/forks/push-check.ts decides; docs/adr/0003-fork-networks.md, "Pushes to members");
 *  - large-file locks: a push may not modify a path locked by another key (git/lfs/pushed-paths.ts).
 * A refused push gets git's usual report: `ng <ref> pre-receive hook declined` for every ref of the push and
 * the reason as a `remote:` line. Pushes neither rule applies to run plain receive-pack.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Duplex, Transform } from 'node:stream';
import { installPushHooks, serveHookChannel, spawnCheckedReceivePack, type HookVerdict } from '../../git/forks/push-hook.js';
import { PushPackProbe } from '../../git/forks/push-pack-probe.js';
import { pushedPaths } from '../../git/lfs/pushed-paths.js';
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

/** A large-file lock held by someone other than the pusher: path → who holds it. */
export type OthersLocks = ReadonlyMap<string, { owner: { name: string } }>;

/**
 * Starts receive-pack for a push to `repo` (its directory `dir`). For a fork-network member, the pushed refs
 * may only need objects the push sent or the member already reaches; and no push may modify a path in
 * `locks`. Anything else refuses the whole push.
 */
export async function startReceivePack(
  deps: { config: Pick<Config, 'dataDir'>; log: (message: string, error?: unknown) => void },
  handle: RepoHandle,
  gitProtocol: string | undefined,
  locks: OthersLocks = new Map(),
): Promise<ReceivePackRun> {
  const { repo, dir } = handle;
  const member = repo.networkId !== null;
  if (!member && locks.size === 0) return { child: spawnService('receive-pack', dir, gitProtocol), checks: [] };
  const hooks = await installPushHooks(pushHooksDir(deps.config.dataDir));
  const probe = member ? new PushPackProbe() : null;
  const child = spawnCheckedReceivePack(dir, gitProtocol, hooks);
  serveHookChannel(
    child.stdio[3] as Duplex,
    dir,
    async (request): Promise<HookVerdict> => {
      const tips = request.commands.filter((c) => c.newOid !== ZERO_OID).map((c) => c.newOid);
      if (probe) {
        const missing = await handle.firstUnsentHidden({ quarantineDir: request.quarantineDir, tips, sentObjects: probe.objects });
        // worded like git's own answer for an object it does not have: the object may exist elsewhere in the network
        if (missing !== null) return { ok: false, message: `push refused: missing necessary objects (${missing} is not in the push or in this repository)` };
      }
      if (locks.size > 0) {
        const touched = [...(await pushedPaths({ repoDir: dir, quarantineDir: request.quarantineDir, tips, paths: [...locks.keys()] }))].sort();
        if (touched.length > 0) {
          const shown = touched.slice(0, 5).map((p) => `${p} (locked by ${locks.get(p)!.owner.name})`).join(', ');
          const more = touched.length > 5 ? ` and ${touched.length - 5} more` : '';
          return { ok: false, message: `push refused: it modifies files locked by someone else: ${shown}${more}` };
        }
      }
      return { ok: true };
    },
    (error) => deps.log(`push to ${repo.id}: checking the push failed`, error),
  );
  return { child, checks: probe ? [probe] : [] };
}
