/**
 * A repository as one caller may use it, handed out by the gate (./gate.ts) after the access decision: the
 * repository, the caller's permission, and everything read or written through it — revision resolution,
 * object reads that enforce fork-network visibility themselves, ref reads, and (with write permission) the
 * commit writer. Services reach repositories only through handles.
 */
import { forbidden } from '../../domain/errors.js';
import { atLeast, type RepoPermission } from '../../domain/access.js';
import type { Repo } from '../../domain/types.js';
import { firstUnsentUnreachable } from '../../git/forks/push-check.js';
import type { CatFileInfo, CatFileObject } from '../../git/objects/catfile-pool.js';
import type { Commit, TreeEntry } from '../../git/objects/format.js';
import { hasAnyBranch, branchFile } from '../../git/refs/branches-exist.js';
import { listRefs, readHead, readRef, type RefEntry } from '../../git/refs/index.js';
import { readRefSync } from '../../git/refs/sync-read.js';
import type { RepoObjects } from './objects.js';
import { isAncestor } from './ancestry.js';
import { objectById, resolveRevision, type ResolvedRev } from './resolve.js';
import { CommitWriter, type Durability, type WriterDeps } from './writer.js';

export class RepoHandle {
  #writer: CommitWriter | null = null;

  constructor(
    readonly repo: Repo,
    /** What the caller may do here (read, write, master; internal work gets master). */
    readonly permission: RepoPermission,
    /** The repository's storage on disk: for git processes the engine runs on it (smart HTTP, diff, merge). */
    readonly dir: string,
    private readonly objects: RepoObjects,
    private readonly writerDeps: WriterDeps,
    private readonly durability: Durability,
  ) {}

  // ---- revisions ----

  /** A branch, tag, full ref, HEAD, full or short SHA, with ~N / ^N steps → the commit it names. */
  resolve(rev: string, field?: string): Promise<ResolvedRev> {
    return resolveRevision(this.objects, this.repo, this.dir, rev, field);
  }

  /**
   * A plain branch name answered synchronously from the ref files (the hot read path); null whenever the full
   * resolver is needed (tags, ids, steps, symbolic refs, unknown names), which then gives the same answer.
   */
  branchSync(name: string): ResolvedRev | null {
    if (name === 'HEAD' || name.startsWith('-') || name.startsWith('refs/') || name.includes('~') || name.includes('^')) return null;
    const ref = `refs/heads/${name}`;
    const found = readRefSync(this.dir, ref);
    if (found === null || found === 'absent') return null;
    this.objects.vouch(this.repo, found.oid);
    return { sha: found.oid, kind: 'branch', ref };
  }

  // ---- objects ----

  commit(sha: string): Promise<Commit> {
    return this.objects.commit(this.repo, sha);
  }

  tree(oid: string): Promise<TreeEntry[]> {
    return this.objects.tree(this.repo, oid);
  }

  entryAt(rootTree: string, path: string): Promise<TreeEntry | null> {
    return this.objects.entryAt(this.repo, rootTree, path);
  }

  /** An object by full or abbreviated id (any type); null when missing or not visible; 400 when ambiguous. */
  objectById(id: string): Promise<CatFileInfo | null> {
    return objectById(this.objects, this.repo, this.dir, id);
  }

  /** Type and size of an object by full id; null when missing or not visible from this repository. */
  async objectInfo(oid: string): Promise<CatFileInfo | null> {
    const [info] = await this.objects.infoMany(this.repo, [oid]);
    return info ?? null;
  }

  infoMany(oids: readonly string[]): Promise<Array<CatFileInfo | null>> {
    return this.objects.infoMany(this.repo, oids);
  }

  /** Sizes of blobs named by entries of trees this repository shows (listings); null where not held. */
  entrySizes(oids: readonly string[]): Promise<Array<number | null>> {
    return this.objects.entrySizes(this.repo, oids);
  }

  async readObject(oid: string): Promise<CatFileObject | null> {
    const [object] = await this.objects.readMany(this.repo, [oid]);
    return object ?? null;
  }

  readMany(oids: readonly string[]): Promise<Array<CatFileObject | null>> {
    return this.objects.readMany(this.repo, oids);
  }

  /**
   * For a push to a fork-network member, checked in git's quarantine before any ref moves: the first object the
   * new tips need that the push did not send and this repository's refs do not reach, or null (see
   * git/forks/push-check.ts).
   */
  firstUnsentHidden(push: { quarantineDir: string | null; tips: readonly string[]; sentObjects: number | null }): Promise<string | null> {
    return firstUnsentUnreachable({ repoDir: this.dir, quarantineDir: push.quarantineDir, tips: [...push.tips], sentObjects: push.sentObjects });
  }

  /** Whether `ancestor` is reachable from `descendant`; null when that takes more than a bounded walk. */
  isAncestor(ancestor: string, descendant: string): Promise<boolean | null> {
    return isAncestor(this.objects, this.repo, ancestor, descendant);
  }

  /** Whether an object id (from a caller) may be shown here: see RepoObjects.visible. */
  visible(oid: string, type?: string): Promise<boolean> {
    return this.objects.visible(this.repo, oid, type);
  }

  /** The first of the ids a client named that this repository may not show, or null (fork-network fetches). */
  firstHidden(oids: readonly string[]): Promise<string | null> {
    return this.objects.firstHidden(this.repo, oids);
  }

  // ---- refs ----

  /** Which refs (and `extra` ids) are annotated tags, and what they peel to, for ref advertisements. */
  peel(refs: readonly RefEntry[], extra: readonly string[] = []): Promise<Map<string, string | null>> {
    return this.objects.peel(this.repo, refs, extra);
  }

  readRef(ref: string): Promise<string | null> {
    return readRef(this.dir, ref);
  }

  readHead(): Promise<{ target: string | null; oid: string | null }> {
    return readHead(this.dir);
  }

  listRefs(prefix = 'refs/'): Promise<RefEntry[]> {
    return listRefs(this.dir, prefix);
  }

  /** SPEC's is_empty: no branch at all. */
  isEmpty(): boolean {
    return !hasAnyBranch(this.dir, branchFile(this.dir, this.repo.defaultBranch));
  }

  /**
   * Whether `rev` names the default branch of a repository with no branch yet (made with `init: false`): reads
   * of it answer empty lists rather than 404, as a clone of such a repository is empty rather than an error.
   */
  isUnborn(rev: string): boolean {
    const branch = this.repo.defaultBranch;
    return (rev === 'HEAD' || rev === branch || rev === `refs/heads/${branch}`) && this.isEmpty();
  }

  // ---- writes ----

  /** The commit writer; only for callers with write permission (the gate checked it, this keeps it so). */
  get writer(): CommitWriter {
    if (!atLeast(this.permission, 'write')) throw forbidden('this key does not have write access to the repository');
    this.#writer ??= new CommitWriter(this.writerDeps, this.repo, this.dir, this.durability);
    return this.#writer;
  }
}
