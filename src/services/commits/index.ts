import { assertBranchName } from '../../domain/ref-names.js';
import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import type { Caller, Principal, Repo } from '../../domain/types.js';
import { isObjectId } from '../../git/args.js';
import { formatCommit, hashObject, MODE, type Commit, type Signature } from '../../git/objects/format.js';
import { writePack, type NewObject } from '../../git/objects/pack-writer.js';
import { readRef } from '../../git/refs/index.js';
import { TreeEditor } from '../../git/objects/tree-editor.js';
import type { ServiceDeps } from '../deps.js';
import type { RepoAddress } from '../repos/index.js';
import { moveRef } from '../refs/move.js';
import { applyEdits, checkEdits, type Edit } from './edits.js';
import { history, type HistoryPage, type HistoryQuery } from './history.js';
import { checkPath, COMMIT_LIMITS, decodeContent } from './rules.js';

export interface ChangeInput {
  path: string;
  action?: 'create' | 'edit' | 'delete' | 'rename' | 'lazy_edit' | undefined;
  content?: string | undefined;
  encoding?: 'utf-8' | 'base64' | undefined;
  edits?: Edit[] | undefined;
  new_path?: string | undefined;
  edit_snippet?: string | undefined;
  instruction?: string | undefined;
}

export interface CreateCommitInput {
  branch: string;
  message: string;
  author?: { name: string; email: string } | undefined;
  parent_sha?: string | undefined;
  changes: ChangeInput[];
}

export interface CommitResult {
  sha: string;
  tree_sha: string;
  branch: string;
  parent: string | null;
  parents: string[];
  message: string;
  author_name: string;
  author_email: string;
  timestamp: number;
}

/** Who Grove records as committer of API commits; the author is the caller's (or this, by default). */
const SERVICE_IDENTITY = { name: 'Grove', email: 'grove@localhost' };
const RETRIES_WITHOUT_PARENT = 5;

type Prepared =
  | { action: 'create'; path: string; bytes: Buffer }
  | { action: 'edit'; path: string; edits: Edit[] }
  | { action: 'delete'; path: string }
  | { action: 'rename'; path: string; newPath: string };

function prepare(input: CreateCommitInput): Prepared[] {
  assertBranchName(input.branch, 'branch');
  if (Buffer.byteLength(input.message) > COMMIT_LIMITS.messageBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `message is larger than ${COMMIT_LIMITS.messageBytes} bytes`);
  }
  if (input.message.trim().length === 0) throw invalid('message must not be empty');
  if (input.parent_sha !== undefined && !isObjectId(input.parent_sha)) throw invalid('parent_sha must be a 40-character commit id');
  if (input.changes.length === 0) throw invalid('changes must not be empty');
  if (input.changes.length > COMMIT_LIMITS.files) throw new AppError('PAYLOAD_TOO_LARGE', `a commit may change at most ${COMMIT_LIMITS.files} files`);
  return input.changes.map((change, i): Prepared => {
    const path = checkPath(change.path, `changes[${i}].path`);
    switch (change.action ?? 'create') {
      case 'create':
        if (change.content === undefined) throw invalid(`changes[${i}] (create '${path}') needs content`);
        return { action: 'create', path, bytes: decodeContent(change.content, change.encoding ?? 'utf-8', path) };
      case 'edit':
        checkEdits(change.edits ?? [], path);
        return { action: 'edit', path, edits: change.edits ?? [] };
      case 'delete':
        return { action: 'delete', path };
      case 'rename':
        return { action: 'rename', path, newPath: checkPath(change.new_path, `changes[${i}].new_path`) };
      case 'lazy_edit':
        throw new AppError('NOT_CONFIGURED', 'lazy_edit is not configured on this deployment');
    }
  });
}

function signature(who: { name: string; email: string }, seconds: number): Signature {
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f]/.test(who.name + who.email)) throw invalid('author name and email must not contain <, > or control characters');
  if (who.name.trim() === '' || who.email.trim() === '') throw invalid('author name and email must not be empty');
  return { name: who.name, email: who.email, timestamp: seconds, tz: '+0000' };
}

/** Multi-file commits made in-process: no work tree, no index, one pack, one compare-and-swap. */
export class CommitService {
  constructor(protected readonly deps: ServiceDeps) {}

  async create(principal: Principal, address: RepoAddress, input: CreateCommitInput): Promise<CommitResult> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    const changes = prepare(input);
    await this.deps.usage.assertStorageLeft(principal.org);
    const dir = this.deps.git.dirOf(repo);
    const ref = `refs/heads/${input.branch}`;
    const attempts = input.parent_sha ? 1 : RETRIES_WITHOUT_PARENT;
    for (let attempt = 1; ; attempt++) {
      const head = await readRef(dir, ref);
      const parent = await this.#parentFor(repo, dir, input, head);
      const built = await this.#build(repo, parent, changes, input);
      // Inside an open session, durability is the session's flush: no fsync per commit.
      const deferred = this.deps.sessions.isOpen(principal.sessionId);
      const pack = await writePack(dir, built.objects, { fsync: !deferred });
      try {
        await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: built.sha, expected: head, fsync: !deferred });
        if (deferred && principal.sessionId) {
          this.deps.sessions.recordWrite(principal.sessionId, {
            packFiles: pack ? [pack.packPath, pack.idxPath] : [],
            objectCount: pack?.count ?? 0,
            repoDir: dir,
            ref,
          });
        }
      } catch (error) {
        // Without parent_sha the caller asked for "on top of the branch": rebuild on the new head.
        if (error instanceof AppError && error.code === 'CONFLICT' && attempt < attempts) continue;
        throw error;
      }
      return built.result;
    }
  }

  /** The commit the new one goes on top of (null for a root commit). */
  async #parentFor(repo: Repo, dir: string, input: CreateCommitInput, head: string | null): Promise<string | null> {
    if (input.parent_sha !== undefined) {
      if (head !== null && head !== input.parent_sha) {
        throw conflict(`branch '${input.branch}' is at ${head}, not parent_sha ${input.parent_sha}`, { current_sha: head });
      }
      if (head === null) {
        // 404 unless it exists (and, in a fork network, the repository's refs reach it)
        if (!(await this.deps.git.reachable(repo, input.parent_sha))) throw notFound(`commit ${input.parent_sha}`);
        await this.deps.git.commit(repo, input.parent_sha);
      }
      return input.parent_sha;
    }
    if (head !== null) return head;
    // A new branch without parent_sha is only a root commit in a repository that has no branch yet.
    const anyBranch = await readRef(dir, `refs/heads/${repo.defaultBranch}`);
    if (anyBranch !== null) throw notFound(`branch '${input.branch}' (create it first, or pass parent_sha)`);
    return null;
  }

  async #build(repo: Repo, parent: string | null, changes: Prepared[], input: CreateCommitInput) {
    const git = this.deps.git;
    const baseTree = parent ? (await git.commit(repo, parent)).tree : null;
    const editor = new TreeEditor(baseTree, (oid) => git.tree(repo, oid));
    const blobs = new Map<string, NewObject>();
    const addBlob = (bytes: Buffer) => {
      const oid = hashObject('blob', bytes);
      blobs.set(oid, { type: 'blob', data: bytes });
      return oid;
    };
    for (const change of changes) {
      const existing = await editor.get(change.path);
      if (change.action === 'create') {
        await editor.set(change.path, { mode: existing?.mode ?? MODE.file, oid: addBlob(change.bytes) });
      } else if (change.action === 'delete') {
        if (!(await editor.remove(change.path))) throw notFound(`file '${change.path}'`);
      } else if (change.action === 'rename') {
        if (!existing) throw notFound(`file '${change.path}'`);
        if (await editor.get(change.newPath)) throw new AppError('UNPROCESSABLE', `'${change.newPath}' already exists`);
        await editor.remove(change.path);
        await editor.set(change.newPath, existing);
      } else {
        if (!existing) throw notFound(`file '${change.path}'`);
        const current = blobs.get(existing.oid)?.data ?? (await git.catFiles.read(git.dirOf(repo), existing.oid))?.data;
        if (!current) throw notFound(`blob of '${change.path}'`);
        const edited = applyEdits(Buffer.from(current).toString('utf8'), change.edits, change.path);
        await editor.set(change.path, { mode: existing.mode, oid: addBlob(decodeContent(edited, 'utf-8', change.path)) });
      }
    }
    const { root, objects: trees } = await editor.write();
    const seconds = Math.floor(this.deps.clock.now() / 1000);
    const author = signature(input.author ?? SERVICE_IDENTITY, seconds);
    const commit: Commit = {
      tree: root,
      parents: parent ? [parent] : [],
      author,
      committer: signature(SERVICE_IDENTITY, seconds),
      message: input.message.endsWith('\n') ? input.message : `${input.message}\n`,
    };
    const data = formatCommit(commit);
    const sha = hashObject('commit', data);
    const result: CommitResult = {
      sha,
      tree_sha: root,
      branch: input.branch,
      parent,
      parents: commit.parents,
      message: commit.message,
      author_name: author.name,
      author_email: author.email,
      timestamp: seconds,
    };
    return { sha, result, objects: [...blobs.values(), ...trees, { type: 'commit' as const, data }] };
  }

  async history(principal: Caller, address: RepoAddress, query: HistoryQuery): Promise<HistoryPage> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    return history(this.deps.git, repo, query);
  }

  async get(principal: Caller, address: RepoAddress, rev: string) {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const resolved = await this.deps.git.resolve(repo, rev);
    const commit = await this.deps.git.commit(repo, resolved.sha);
    return { resolved, commit };
  }
}
