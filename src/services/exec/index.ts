/**
 * Workspace exec (SPEC "Workspace execution"): a shell command over one or more repositories, in an in-memory
 * copy-on-write workspace whose files load from the git tree on first read. The command runs in just-bash on a
 * worker thread (./pool.ts); changes are discarded, or committed per repository through the commit writer with a
 * compare-and-swap on the branch the workspace was taken from.
 */
import { AppError, conflict, invalid } from '../../domain/errors.js';
import { assertBranchName } from '../../domain/ref-names.js';
import { isPublicCaller, type Caller, type Org } from '../../domain/types.js';
import { applyChanges, checkPath, COMMIT_LIMITS, decodeContent, type Prepared } from '../commits/index.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import { listFiles } from './listing.js';
import { ExecPool, RequestError } from './pool.js';
import type { Mount, MountedFile, RunRequest, WorkspaceChange } from './protocol.js';

export { listFiles } from './listing.js';
export type { MountedFile } from './protocol.js';

/** One commit's tree as a read-only workspace for other services' tools (agentic search). */
export interface CommitView {
  handle: RepoHandle;
  sha: string;
  files: MountedFile[];
  /** Blobs already read, by id: sent with the command instead of being asked for one by one. */
  blobs?: Map<string, Uint8Array>;
}

export interface InspectResult {
  stdout: string;
  stderr: string;
  exit_code: number;
}

/** SPEC Limits → Exec. */
export const EXEC_LIMITS = {
  commandChars: 10_000,
  preApplyEntries: 1000,
  repos: 10,
  outputBytes: 10 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;

/**
 * The shell's own budgets, sized from the worker's heap so that they trip first: V8 reaching a worker's heap
 * limit mid-collection can take the whole process down instead of just the thread.
 */
function sandboxLimits(timeMs: number, memoryMb: number): RunRequest['limits'] {
  return {
    timeMs,
    outputBytes: Math.min(EXEC_LIMITS.outputBytes, Math.floor((memoryMb * MB) / 8)),
    fsBytes: Math.floor((memoryMb * MB) / 4),
    stringBytes: Math.floor((memoryMb * MB) / 8),
    liveBytes: Math.floor((memoryMb * MB) / 4),
  };
}

export interface ExecDeps {
  gate: RepoGate;
  usage: UsageService;
  config: { workers: number; timeoutMs: number; memoryMb: number };
}

export interface PreApplyInput {
  path: string;
  action?: 'create' | 'delete' | 'rename' | 'edit' | 'lazy_edit' | undefined;
  content?: string | undefined;
  encoding?: 'utf-8' | 'base64' | undefined;
  new_path?: string | undefined;
}

interface CommonInput {
  command: string;
  cwd?: string | undefined;
  env?: Record<string, string> | undefined;
  commit?: boolean | undefined;
  commit_message?: string | undefined;
  author?: { name: string; email: string } | undefined;
  pre_apply_changes?: PreApplyInput[] | undefined;
}

export interface ExecInput extends CommonInput {
  branch?: string | undefined;
  ref?: string | undefined;
}

export interface MultiExecInput extends CommonInput {
  repos: Array<{ slug: string; branch?: string | undefined; namespace?: string | undefined }>;
}

export type ChangeAction = 'added' | 'modified' | 'removed';

interface Target {
  handle: RepoHandle;
  /** Mount root in the workspace. */
  root: string;
  branch: string | null;
  base: { sha: string; tree: string } | null;
  files: Mount['files'];
}

interface Outcome {
  stdout: string;
  stderr: string;
  exit_code: number;
  changes: Array<Array<{ path: string; action: ChangeAction }>>;
  commits: Array<string | null>;
  execution_time_ms: number;
}

export class ExecService {
  readonly #pool: ExecPool;

  constructor(private readonly deps: ExecDeps) {
    this.#pool = new ExecPool({ size: deps.config.workers, memoryMb: deps.config.memoryMb, graceMs: 2000 });
  }

  async run(caller: Caller, address: RepoAddress, input: ExecInput) {
    checkCommon(input);
    if (input.commit && input.ref !== undefined && input.branch === undefined) throw invalid('to commit from a ref, give the branch to commit to as well');
    if (input.branch !== undefined) assertBranchName(input.branch, 'branch');
    const handle = await this.deps.gate.open(caller, address, input.commit ? 'write' : 'read');
    const branch = input.branch ?? handle.repo.defaultBranch;
    const target = await this.#target(handle, '/', branch, input.ref, input.commit === true);
    const outcome = await this.#execute(orgOf(caller), [target], input, (path) => ({ mount: 0, path: checkPath(path, 'pre_apply_changes path') }));
    return {
      stdout: outcome.stdout,
      stderr: outcome.stderr,
      exit_code: outcome.exit_code,
      changed_files: outcome.changes[0]!.map((c) => c.path),
      ...(input.commit ? { commit_sha: outcome.commits[0] ?? null } : {}),
      execution_time_ms: outcome.execution_time_ms,
    };
  }

  async runMulti(caller: Caller, input: MultiExecInput) {
    checkCommon(input);
    if (input.repos.length === 0) throw invalid('repos must name at least one repository');
    if (input.repos.length > EXEC_LIMITS.repos) throw new AppError('PAYLOAD_TOO_LARGE', `a workspace mounts at most ${EXEC_LIMITS.repos} repositories`);
    const slugs = input.repos.map((r) => r.slug);
    const dup = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
    if (dup) throw invalid(`repository '${dup}' is listed twice; each is mounted at /<slug>/, so slugs must differ`);
    const targets: Target[] = [];
    for (const repo of input.repos) {
      if (repo.branch !== undefined) assertBranchName(repo.branch, 'branch');
      const handle = await this.deps.gate.open(caller, { namespace: repo.namespace ?? null, slug: repo.slug }, input.commit ? 'write' : 'read');
      targets.push(await this.#target(handle, `/${repo.slug}/`, repo.branch ?? handle.repo.defaultBranch, undefined, input.commit === true));
    }
    const outcome = await this.#execute(orgOf(caller), targets, input, (path) => {
      const match = /^\/([^/]+)\/(.+)$/.exec(path);
      const mount = match ? slugs.indexOf(match[1]!) : -1;
      if (!match || mount < 0) throw invalid(`pre_apply_changes path '${path}' must be /<slug>/<path> for one of the mounted repositories`);
      return { mount, path: checkPath(match[2], 'pre_apply_changes path') };
    });
    return {
      stdout: outcome.stdout,
      stderr: outcome.stderr,
      exit_code: outcome.exit_code,
      changed_files: Object.fromEntries(slugs.map((slug, i) => [slug, outcome.changes[i]!])),
      ...(input.commit ? { commits: Object.fromEntries(slugs.flatMap((slug, i) => (outcome.commits[i] ? [[slug, outcome.commits[i]]] : []))) } : {}),
      repos_mounted: slugs,
      execution_time_ms: outcome.execution_time_ms,
    };
  }

  /** The commit a repository's workspace is taken from, and its file listing (trees only). */
  async #target(handle: RepoHandle, root: string, branch: string, ref: string | undefined, committing: boolean): Promise<Target> {
    let sha: string | null;
    if (ref !== undefined) {
      sha = (await handle.resolve(ref, 'ref')).sha;
      if (committing) {
        const head = await handle.readRef(`refs/heads/${branch}`);
        if (head !== sha) throw conflict(`ref '${ref}' is ${sha}, but branch '${branch}' is at ${head ?? 'no commit'}; commit from the branch's tip`, { current_sha: head });
      }
    } else if (handle.isEmpty() && handle.isUnborn(branch)) {
      sha = null; // an empty repository: an empty workspace, and a root commit when committing
    } else {
      sha = (await handle.resolve(branch, 'branch')).sha;
    }
    const base = sha ? { sha, tree: (await handle.commit(sha)).tree } : null;
    const files = base ? await listFiles(handle, base.tree) : [];
    return { handle, root, branch: ref === undefined || committing ? branch : null, base, files };
  }

  async #execute(org: Org | null, targets: Target[], input: CommonInput, place: (path: string) => { mount: number; path: string }): Promise<Outcome> {
    const preApply = (input.pre_apply_changes ?? []).map((change, i): RunRequest['preApply'][number] => {
      const at = place(change.path);
      const full = targets[at.mount]!.root + at.path;
      switch (change.action ?? 'create') {
        case 'create':
          if (change.content === undefined) throw invalid(`pre_apply_changes[${i}] (create '${change.path}') needs content`);
          return { action: 'create', path: full, bytes: decodeContent(change.content, change.encoding ?? 'utf-8', change.path) };
        case 'delete':
          return { action: 'delete', path: full };
        case 'rename': {
          if (change.new_path === undefined) throw invalid(`pre_apply_changes[${i}] (rename '${change.path}') needs new_path`);
          const to = place(change.new_path);
          if (to.mount !== at.mount) throw invalid(`pre_apply_changes[${i}] renames '${change.path}' into another repository`);
          return { action: 'rename', path: full, newPath: targets[to.mount]!.root + to.path };
        }
        default:
          throw invalid(`pre_apply_changes[${i}]: action '${change.action}' is not supported by exec (create, delete and rename are)`);
      }
    });
    const started = performance.now();
    const result = await this.#pool
      .run(
      {
        command: input.command,
        cwd: input.cwd ?? '/',
        env: input.env ?? {},
        mounts: targets.map((t) => ({ root: t.root, files: t.files })),
        preApply,
        limits: sandboxLimits(this.deps.config.timeoutMs, this.deps.config.memoryMb),
        bases: targets.map((t) => ({ sha: t.base?.sha ?? '', branch: t.branch })),
      },
        async (mount, oids) => (await targets[mount]!.handle.readMany(oids)).map((object) => object?.data ?? null),
      )
      .catch((error: unknown) => {
        throw error instanceof RequestError ? new AppError(error.code, error.message) : error;
      });
    const executionTime = Math.round(performance.now() - started);
    const changes = targets.map((target, i) =>
      result.changes
        .filter((c) => c.mount === i)
        .map((c) => ({ path: c.path, action: (c.action === 'delete' ? 'removed' : c.added ? 'added' : 'modified') as ChangeAction })),
    );
    const commits: Array<string | null> = [];
    // A command that fails commits nothing: its changes may be half made.
    if (input.commit && result.exitCode === 0) {
      if (result.changes.length > 0 && org) await this.deps.usage.assertStorageLeft(org);
      for (const [i, target] of targets.entries()) commits.push(await this.#commit(target, result.changes.filter((c) => c.mount === i), input));
    }
    return { stdout: result.stdout, stderr: result.stderr, exit_code: result.exitCode, changes, commits, execution_time_ms: executionTime };
  }

  /** One commit of a repository's changes on the branch the workspace was taken from; 409 when it moved. */
  async #commit(target: Target, changes: WorkspaceChange[], input: CommonInput): Promise<string | null> {
    if (changes.length === 0) return null;
    const prepared = changes.map((c): Prepared => (c.action === 'delete' ? { action: 'delete', path: c.path } : { action: 'create', path: c.path, bytes: Buffer.from(c.bytes) }));
    const { handle } = target;
    const applied = await applyChanges(handle, target.base?.tree ?? null, prepared);
    const built = handle.writer.build({ tree: applied.tree, parents: target.base ? [target.base.sha] : [], message: input.commit_message!, author: input.author, objects: applied.objects });
    await handle.writer.commit(`refs/heads/${target.branch}`, built, target.base?.sha ?? null);
    return built.sha;
  }

  /**
   * A command over one commit's tree in a throw-away workspace: the same sandbox, pool and lazy blob loading as
   * exec, with the caller's own time and output budgets; whatever the command writes is discarded.
   */
  async inspect(view: CommitView, command: string, budget: { timeMs: number; outputBytes: number }): Promise<InspectResult> {
    const limits = sandboxLimits(budget.timeMs, this.deps.config.memoryMb);
    const result = await this.#pool
      .run(
        {
          command,
          cwd: '/',
          env: {},
          mounts: [{ root: '/', files: view.blobs ? view.files.map((f) => withData(f, view.blobs!.get(f.oid))) : view.files }],
          preApply: [],
          limits: { ...limits, outputBytes: Math.min(limits.outputBytes, budget.outputBytes) },
          bases: [{ sha: view.sha, branch: null }],
        },
        async (_mount, oids) => (await view.handle.readMany(oids)).map((object) => object?.data ?? null),
      )
      .catch((error: unknown) => {
        throw error instanceof RequestError ? new AppError(error.code, error.message) : error;
      });
    return { stdout: result.stdout, stderr: result.stderr, exit_code: result.exitCode };
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

function checkCommon(input: CommonInput): void {
  if (input.command.length > EXEC_LIMITS.commandChars) throw invalid(`command is longer than ${EXEC_LIMITS.commandChars} characters`);
  if (input.command.trim() === '') throw invalid('command must not be empty');
  if ((input.pre_apply_changes?.length ?? 0) > EXEC_LIMITS.preApplyEntries) {
    throw new AppError('PAYLOAD_TOO_LARGE', `pre_apply_changes holds at most ${EXEC_LIMITS.preApplyEntries} entries`);
  }
  if (input.cwd !== undefined && !input.cwd.startsWith('/')) throw invalid(`cwd '${input.cwd}' must be an absolute workspace path (the repository is at /)`);
  if (input.commit) {
    if (input.commit_message === undefined || input.commit_message.trim() === '') throw invalid('commit_message is required when commit is true');
    if (Buffer.byteLength(input.commit_message) > COMMIT_LIMITS.messageBytes) throw new AppError('PAYLOAD_TOO_LARGE', `commit_message is larger than ${COMMIT_LIMITS.messageBytes} bytes`);
  } else if (input.commit_message !== undefined) {
    throw invalid('commit_message is only used with commit: true');
  }
}

function withData(file: MountedFile, data: Uint8Array | undefined): MountedFile {
  return data ? { ...file, data } : file;
}

function orgOf(caller: Caller): Org | null {
  return isPublicCaller(caller) ? null : caller.org;
}
