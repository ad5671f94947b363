/** Messages between the exec service and its worker threads (structured-clone safe). */

/** One file of a mounted tree: its place in the workspace and the blob it loads from on first read. */
export interface MountedFile {
  path: string;
  oid: string;
  mode: string;
  /** The blob's bytes when the caller read them already (a batch read beats one round trip per file). */
  data?: Uint8Array;
}

export interface Mount {
  /** Workspace folder the tree is mounted at: '/' for one repository, '/<slug>/' for several. */
  root: string;
  files: MountedFile[];
}

export interface ExecLimits {
  timeMs: number;
  outputBytes: number;
  fsBytes: number;
  /** Longest string and most bytes alive at once in the shell: kept well inside the thread's heap. */
  stringBytes: number;
  liveBytes: number;
}

/** A change made by the command, relative to its mount root. */
export type WorkspaceChange = { mount: number; path: string; action: 'create'; added: boolean; bytes: Uint8Array } | { mount: number; path: string; action: 'delete' };

export interface RunRequest {
  type: 'run';
  command: string;
  cwd: string;
  env: Record<string, string>;
  mounts: Mount[];
  /** Applied to the workspace before the command (paths are absolute workspace paths). */
  preApply: Array<{ path: string; action: 'create'; bytes: Uint8Array } | { path: string; action: 'delete' } | { path: string; action: 'rename'; newPath: string }>;
  limits: ExecLimits;
  /** For `git log` / `git show` inside the workspace: the base commit of each mount. */
  bases: Array<{ sha: string; branch: string | null }>;
}

export interface RunResult {
  type: 'done';
  stdout: string;
  stderr: string;
  exitCode: number;
  changes: WorkspaceChange[];
}

/**
 * The worker asks for git objects (blobs, commits, trees) it needs, one or a batch at a time (a walk reading a
 * folder's files asks for them together); the service reads them through the handle.
 */
export interface ObjectRequest {
  type: 'object';
  id: number;
  mount: number;
  oids: string[];
}

export interface ObjectReply {
  type: 'object';
  id: number;
  /** In the order asked; null for an object that could not be read. */
  data: Array<Uint8Array | null> | null;
  error?: string;
}

export interface WorkerFailure {
  type: 'failed';
  message: string;
  /** The request's fault, not the server's: a pre_apply_changes entry that cannot be applied, a missing cwd. */
  requestError?: 'VALIDATION_ERROR' | 'UNPROCESSABLE';
}

export type FromWorker = RunResult | ObjectRequest | WorkerFailure;
export type ToWorker = RunRequest | ObjectReply;
