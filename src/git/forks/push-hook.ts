/**
 * receive-pack for fork-network members, with a pre-receive hook that asks the Grove process which started it.
 *
 * The hook is the one place where a push's objects can be looked at before any ref moves: they sit in the
 * quarantine directory (GIT_QUARANTINE_PATH), and a hook that exits non-zero makes receive-pack refuse every
 * ref update of the push (`ng <ref> pre-receive hook declined`, printed by the client, plus the hook's message
 * as `remote:` lines). Grove's hook does no work itself: it writes the quarantine path and the ref updates to
 * file descriptor 3 — one end of a socket pair Grove handed to receive-pack and git passes on to its hooks —
 * and exits with the one-line verdict it reads back. No interpreter starts, no port or socket file exists,
 * and the verdict can come only from the process that spawned this very push. Run outside Grove (no fd 3),
 * the hook refuses.
 *
 * The hook lives in a directory of its own, named by `core.hooksPath` for these pushes only; repositories
 * keep no hooks.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { gitEnv } from '../exec.js';
import { errCode, tmpSuffix } from '../fsutil.js';

export const PRE_RECEIVE_HOOK = `#!/bin/sh
# Grove: pushes to fork-network members. The Grove process that started receive-pack checks the objects the
# pushed refs need (src/git/forks/push-check.ts); this hook only carries the request over fd 3 and the verdict back.
{ printf 'quarantine %s\\n' "$GIT_QUARANTINE_PATH" && cat && printf 'end\\n'; } >&3 || exit 1
IFS= read -r verdict <&3 || exit 1
[ "$verdict" = ok ] && exit 0
printf '%s\\n' "\${verdict#refuse }" >&2
exit 1
`;

const installed = new Map<string, Promise<string>>();

/**
 * Writes the hook into `<dir>/pre-receive` (once per process and directory; replaced when outdated) and makes
 * sure it runs. git silently skips a hook it cannot execute (gone, not executable, a `noexec` mount), which
 * would let every push through unchecked: so the file is looked at before every push (one access(2) call) and
 * installed again when it is not executable, and an installation that cannot run the hook fails.
 */
export function installPushHooks(dir: string): Promise<string> {
  let done = installed.get(dir);
  if (done !== undefined && !isExecutable(path.join(dir, 'pre-receive'))) done = undefined;
  if (done === undefined) {
    done = writeHook(dir);
    installed.set(dir, done);
    done.catch(() => installed.delete(dir));
  }
  return done;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function writeHook(dir: string): Promise<string> {
  const file = path.join(dir, 'pre-receive');
  const current = await readFile(file, 'utf8').catch((err: unknown) => {
    if (errCode(err) === 'ENOENT') return null;
    throw err;
  });
  if (current !== PRE_RECEIVE_HOOK || !isExecutable(file)) {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.tmp-${tmpSuffix()}`;
    await writeFile(tmp, PRE_RECEIVE_HOOK, { mode: 0o755 });
    await chmod(tmp, 0o755); // the process umask may have taken bits away
    await rename(tmp, file);
  }
  // run it once the way git will (without the channel it must refuse): proves it can be executed here
  const ran = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    execFile(file, [], { env: gitEnv(), timeout: 10_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr: String(stderr) }),
    ).stdin?.end();
  });
  if (ran.code !== 1) throw new Error(`the push hook ${file} does not run as expected (exit ${ran.code}: ${ran.stderr.trim().slice(0, 200)})`);
  return dir;
}

/**
 * `git receive-pack --stateless-rpc <dir>` running the hooks of `hooksDir`, with the hook channel as
 * `stdio[3]`. Every non-empty pack is kept as a pack (the check needs index-pack's pack, see push-check.ts).
 */
export function spawnCheckedReceivePack(repoDir: string, gitProtocol: string | undefined, hooksDir: string): ChildProcess {
  const dir = path.resolve(repoDir);
  const args = ['-c', `core.hooksPath=${hooksDir}`, '-c', 'receive.unpackLimit=1', '-c', 'receive.autogc=false', 'receive-pack', '--stateless-rpc', dir];
  return spawn('git', args, { cwd: dir, env: gitEnv({ env: { GIT_PROTOCOL: gitProtocol } }), stdio: ['pipe', 'pipe', 'pipe', 'pipe'], shell: false });
}

export interface HookRequest {
  /** The quarantine directory, checked to be inside the repository's objects directory; null when none. */
  quarantineDir: string | null;
  commands: { oldOid: string; newOid: string; ref: string }[];
}

export type HookVerdict = { ok: true } | { ok: false; message: string };

const COMMAND_RE = /^([0-9a-f]{40}) ([0-9a-f]{40}) (\S+)$/;
const QUARANTINE_RE = /^tmp_objdir-incoming-[A-Za-z0-9_-]+$/;
/** A request longer than this is refused (the command list is limited to 64 MiB before git sees it). */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

/** Parses what the hook wrote (everything up to its `end` line). Throws on anything unexpected. */
export function parseHookRequest(repoDir: string, text: string): HookRequest {
  const lines = text.split('\n');
  const first = lines.shift() ?? '';
  if (!first.startsWith('quarantine ')) throw new Error('hook request: no quarantine line');
  const raw = first.slice('quarantine '.length);
  let quarantineDir: string | null = null;
  if (raw !== '') {
    quarantineDir = path.resolve(raw);
    const objects = path.join(path.resolve(repoDir), 'objects');
    if (path.dirname(quarantineDir) !== objects || !QUARANTINE_RE.test(path.basename(quarantineDir))) {
      throw new Error(`hook request: unexpected quarantine ${JSON.stringify(raw.slice(0, 200))}`);
    }
  }
  const commands: HookRequest['commands'] = [];
  for (const line of lines) {
    if (line === '') continue;
    const m = COMMAND_RE.exec(line);
    if (!m) throw new Error(`hook request: bad command ${JSON.stringify(line.slice(0, 200))}`);
    commands.push({ oldOid: m[1]!, newOid: m[2]!, ref: m[3]! });
  }
  return { quarantineDir, commands };
}

/**
 * Answers the hook's requests on `channel` (one per push; more are answered the same way). A decision that
 * throws is answered with a refusal (fail closed) after `onError`.
 */
export function serveHookChannel(
  channel: Duplex,
  repoDir: string,
  decide: (request: HookRequest) => Promise<HookVerdict>,
  onError: (error: unknown) => void,
): void {
  let buffered = '';
  let busy = false;
  channel.setEncoding('utf8');
  channel.on('error', () => {}); // the hook (or receive-pack) went away; its exit status tells the story
  channel.on('data', (chunk: string) => {
    buffered += chunk;
    if (buffered.length > MAX_REQUEST_BYTES) {
      buffered = '';
      channel.end('refuse push refused: too many ref updates\n');
      return;
    }
    void answer();
  });
  const answer = async (): Promise<void> => {
    if (busy) return;
    const end = buffered.indexOf('\nend\n');
    if (end < 0) return;
    busy = true;
    const text = buffered.slice(0, end + 1);
    buffered = buffered.slice(end + '\nend\n'.length);
    let verdict: HookVerdict;
    try {
      verdict = await decide(parseHookRequest(repoDir, text));
    } catch (error) {
      onError(error);
      verdict = { ok: false, message: 'push refused: its objects could not be checked' };
    }
    if (!channel.destroyed) channel.write(verdict.ok ? 'ok\n' : `refuse ${verdict.message.replace(/[\r\n]+/g, ' ')}\n`);
    busy = false;
    void answer();
  };
}
