import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { assertBranchName, assertRefName } from '../../domain/ref-names.js';
import type { Caller, Principal, Repo } from '../../domain/types.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';

/** Grove's own bookkeeping refs (snapshots and the like) live here and are never listed or writable. */
export const INTERNAL_REF_PREFIX = 'refs/grove/';

export interface BranchPage {
  branches: { name: string; sha: string }[];
  default_branch: string;
  total: number;
  next_cursor: string | null;
}

/**
 * `…/refs/*refname`: a path starting with `refs/` is the full ref name; otherwise `refs/` is implied, so
 * both `…/refs/refs/heads/main` and `…/refs/heads/main` name refs/heads/main.
 */
function fullRefName(path: string): string {
  const ref = path.startsWith('refs/') ? path : `refs/${path}`;
  assertRefName(ref, 'ref');
  if (ref.startsWith(INTERNAL_REF_PREFIX)) throw notFound(`ref '${ref}'`);
  return ref;
}

function defaultBranchGuard(repo: Repo, ref: string): void {
  if (ref === `refs/heads/${repo.defaultBranch}`) {
    throw new AppError('UNPROCESSABLE', `'${repo.defaultBranch}' is the default branch and cannot be deleted`);
  }
}

export interface RefDeps {
  gate: RepoGate;
}

/** Branches and raw refs: listings, reads, and moves by compare-and-swap through the commit writer. */
export class RefService {
  constructor(private readonly deps: RefDeps) {}

  async listBranches(caller: Caller, address: RepoAddress, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<BranchPage> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    const limit = query.limit ?? LIMITS.pagination.branches.default;
    let after: string | null = null;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (!decoded || typeof decoded.after !== 'string') throw invalid('cursor is not valid: pass next_cursor from the previous page');
      after = decoded.after;
    }
    const all = (await handle.listRefs('refs/heads/')).map((r) => ({ name: r.name.slice('refs/heads/'.length), sha: r.oid }));
    const rest = after === null ? all : all.filter((b) => b.name > after);
    const page = rest.slice(0, limit);
    const last = page[page.length - 1];
    return {
      branches: page,
      default_branch: handle.repo.defaultBranch,
      total: all.length,
      next_cursor: rest.length > limit && last ? encodeCursor({ after: last.name }) : null,
    };
  }

  async getBranch(caller: Caller, address: RepoAddress, name: string): Promise<{ name: string; sha: string }> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    assertBranchName(name, 'branch');
    const sha = await handle.readRef(`refs/heads/${name}`);
    if (!sha) throw notFound(`branch '${name}'`);
    return { name, sha };
  }

  /** A new branch at `from_sha` (a full or short SHA), else at `from` (any revision), else at the default branch. */
  async createBranch(principal: Principal, address: RepoAddress, input: { name: string; from?: string | undefined; from_sha?: string | undefined }) {
    const handle = await this.deps.gate.open(principal, address, 'write');
    assertBranchName(input.name, 'name');
    let sha: string;
    if (input.from_sha !== undefined) {
      if (!/^[0-9a-f]{7,40}$/.test(input.from_sha)) throw invalid('from_sha must be a commit SHA (7 to 40 hex digits)');
      sha = (await handle.resolve(input.from_sha, 'from_sha')).sha;
    } else {
      const from = input.from ?? handle.repo.defaultBranch;
      try {
        sha = (await handle.resolve(from, 'from')).sha;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND' && !/[~^]/.test(from)) throw notFound(`branch '${from}'`);
        throw error;
      }
    }
    const ref = `refs/heads/${input.name}`;
    try {
      await handle.writer.moveRef(ref, sha, null);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw conflict(`branch '${input.name}' already exists`);
      throw error;
    }
    return { name: input.name, sha, ref };
  }

  async deleteBranch(principal: Principal, address: RepoAddress, name: string) {
    const handle = await this.deps.gate.open(principal, address, 'write');
    assertBranchName(name, 'branch');
    return this.#delete(handle, `refs/heads/${name}`);
  }

  async #delete(handle: RepoHandle, ref: string) {
    defaultBranchGuard(handle.repo, ref);
    const sha = await handle.readRef(ref);
    if (!sha) throw notFound(`ref '${ref}'`);
    await handle.writer.moveRef(ref, null, sha);
    return { deleted: true, ref, sha };
  }

  async listRefs(caller: Caller, address: RepoAddress): Promise<{ refs: { ref: string; sha: string }[] }> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    const refs = await handle.listRefs('refs/');
    return { refs: refs.filter((r) => !r.name.startsWith(INTERNAL_REF_PREFIX)).map((r) => ({ ref: r.name, sha: r.oid })) };
  }

  async getRef(caller: Caller, address: RepoAddress, path: string): Promise<{ ref: string; sha: string }> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    const ref = fullRefName(path);
    const sha = await handle.readRef(ref);
    if (!sha) throw notFound(`ref '${ref}'`);
    return { ref, sha };
  }

  /**
   * SPEC: the target must exist (404); with expected_sha the update is a compare-and-swap (409). `sha` may be
   * abbreviated; a branch must point at a commit, a tag at any object.
   */
  async putRef(principal: Principal, address: RepoAddress, path: string, input: { sha: string; expected_sha?: string | null | undefined }) {
    const handle = await this.deps.gate.open(principal, address, 'write');
    const ref = fullRefName(path);
    if (input.expected_sha != null && !/^[0-9a-f]{40}$/.test(input.expected_sha)) throw invalid('expected_sha must be a 40-character object id or null');
    const info = await handle.objectById(input.sha);
    if (!info) throw notFound(`object ${input.sha}`);
    if (ref.startsWith('refs/heads/') && info.type !== 'commit') {
      throw new AppError('UNPROCESSABLE', `a branch must point at a commit; ${info.oid} is a ${info.type}`);
    }
    const previous = await handle.writer.moveRef(ref, info.oid, input.expected_sha);
    return { ref, sha: info.oid, previous_sha: previous };
  }

  async deleteRef(principal: Principal, address: RepoAddress, path: string) {
    const handle = await this.deps.gate.open(principal, address, 'write');
    return this.#delete(handle, fullRefName(path));
  }
}
