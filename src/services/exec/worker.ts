/**
 * One exec worker thread: builds a lazy in-memory workspace over the mounted git trees, runs the command in
 * just-bash with its limits, and reports what changed. Blobs are asked of the parent thread on first read, so a
 * command that touches three files reads three blobs. The thread holds nothing between runs but the module cache.
 */
import { parentPort } from 'node:worker_threads';
import { Bash, InMemoryFs, type IFileSystem } from 'just-bash';
import { hashObject } from '../../git/objects/format.js';
import { gitCommand } from './git-command.js';
import { grepCommand } from './grep/command.js';
import type { FromWorker, Mount, MountedFile, ObjectReply, RunRequest, SentMount, ToWorker, WorkspaceChange } from './protocol.js';
import { indexFolders, LazyTree, type FolderIndex } from './lazy-tree.js';
import { Workspace } from './workspace.js';

const port = parentPort!;
const pending = new Map<number, { resolve: (data: Array<Uint8Array | null>) => void; reject: (error: Error) => void }>();
let nextId = 1;
/** Objects asked for ahead of their first read (by `mount:oid`), each taken once by the read it was asked for. */
let ahead = new Map<string, Promise<Uint8Array>>();

function send(message: FromWorker): void {
  port.postMessage(message);
}

function request(mount: number, oids: string[]): Promise<Array<Uint8Array | null>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    send({ type: 'object', id, mount, oids });
  });
}

function fetchObject(mount: number, oid: string): Promise<Uint8Array> {
  const key = `${mount}:${oid}`;
  const early = ahead.get(key);
  if (early) {
    ahead.delete(key);
    return early;
  }
  return request(mount, [oid]).then(([data]) => data ?? Promise.reject(new Error('object not found')));
}

/** One request for many objects; their reads then find them waiting. */
function fetchAhead(mount: number, oids: string[]): void {
  const wanted = [...new Set(oids)].filter((oid) => !ahead.has(`${mount}:${oid}`));
  if (wanted.length === 0) return;
  const batch = request(mount, wanted);
  wanted.forEach((oid, i) => {
    const one = batch.then((data) => data[i] ?? Promise.reject(new Error('object not found')));
    one.catch(() => {}); // a file read ahead but never read must not report an unhandled rejection
    ahead.set(`${mount}:${oid}`, one);
  });
}

function onReply(reply: ObjectReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  if (reply.data) waiting.resolve(reply.data);
  else waiting.reject(new Error(reply.error ?? 'object not found'));
}

/** Listings of trees this thread ran over lately, by root tree id (a tree's content never changes). */
const listings = new Map<string, { files: MountedFile[]; index: FolderIndex }>();
const LISTINGS_KEPT = 4;

const listingWaits = new Map<number, (files: MountedFile[]) => void>();

function askListing(mount: number): Promise<MountedFile[]> {
  const id = nextId++;
  return new Promise((resolve) => {
    listingWaits.set(id, resolve);
    send({ type: 'listing', id, mount });
  });
}

/** A mount's files and folder index: kept from an earlier run over the same tree, else asked for and kept. */
async function listingOf(mount: SentMount, index: number): Promise<{ files: MountedFile[]; index: FolderIndex }> {
  const kept = mount.tree ? listings.get(mount.tree) : undefined;
  if (kept) {
    listings.delete(mount.tree!);
    listings.set(mount.tree!, kept); // most recently used last
    return kept;
  }
  const files = mount.files ?? (await askListing(index));
  const listing = { files, index: indexFolders(files) };
  // files sent with their contents (data) are one caller's, not the tree's: those are not kept
  if (mount.tree && !files.some((f) => f.data)) {
    listings.set(mount.tree, listing);
    if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value!);
  }
  return listing;
}

async function run(request: RunRequest): Promise<void> {
  ahead = new Map();
  const fs = new InMemoryFs({}, { maxTotalBytes: request.limits.fsBytes });
  const listed = await Promise.all(request.mounts.map(listingOf));
  const mounts: Mount[] = request.mounts.map((m, i) => ({ ...m, files: listed[i]!.files }));
  const tree = new LazyTree(fs, mounts.map((m, i) => ({ root: m.root, index: listed[i]!.index })), fetchObject);
  const workspace = new Workspace(fs, mounts, tree);
  /** Files a walking command is about to read: those still unread are asked for in one batch per mount. */
  const readahead = (paths: string[]) => {
    const byMount = new Map<number, string[]>();
    for (const file of tree.unread(paths)) byMount.set(file.mount, [...(byMount.get(file.mount) ?? []), file.oid]);
    for (const [mount, oids] of byMount) fetchAhead(mount, oids);
  };
  const tracked = workspace.tracking();
  const bash = new Bash({
    fs: tracked,
    cwd: request.cwd,
    env: { HOME: '/', PWD: request.cwd, ...request.env },
    executionLimits: {
      maxExecutionTimeMs: request.limits.timeMs,
      maxOutputSize: request.limits.outputBytes,
      maxStringLength: request.limits.stringBytes,
      maxLiveBytes: request.limits.liveBytes,
      maxInputBytes: request.limits.liveBytes,
    },
    customCommands: [gitCommand(workspace, request.bases, fetchObject), grepCommand(tracked, readahead)],
  });
  workspace.sealSystem();
  for (const change of request.preApply) {
    try {
      await preApply(tracked, change);
    } catch (error) {
      send({ type: 'failed', requestError: 'UNPROCESSABLE', message: `pre_apply_changes: cannot ${change.action} '${change.path}': ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
  }
  if (!(await tracked.stat(request.cwd).catch(() => null))?.isDirectory) {
    send({ type: 'failed', requestError: 'VALIDATION_ERROR', message: `cwd '${request.cwd}' is not a folder of the workspace` });
    return;
  }
  const result = await bash.exec(request.command, { cwd: request.cwd });
  const changes = await workspace.changes(hashObject);
  ahead = new Map(); // blobs read ahead but never read are not kept for the next run
  send({ type: 'done', stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode, changes });
}

async function preApply(fs: IFileSystem, change: RunRequest['preApply'][number]): Promise<void> {
  if (change.action === 'create') {
    await fs.mkdir(parentOf(change.path), { recursive: true });
    await fs.writeFile(change.path, change.bytes);
  } else if (change.action === 'delete') {
    await fs.rm(change.path, { force: false });
  } else {
    await fs.mkdir(parentOf(change.newPath), { recursive: true });
    await fs.mv(change.path, change.newPath);
  }
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'object') return onReply(message);
  if (message.type === 'listing') {
    listingWaits.get(message.id)?.(message.files);
    listingWaits.delete(message.id);
    return;
  }
  run(message).catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
});

export type { MountedFile, WorkspaceChange };
