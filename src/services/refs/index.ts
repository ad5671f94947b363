import { assertBranchName, assertRefName } from '../../domain/ref-names.js';
import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import type { Caller, Principal, Repo } from '../../domain/types.js';
import { isObjectId } from '../../git/args.js';
import { listRefs, readRef } from '../../git/refs/index.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { ServiceDeps } from '../deps.js';
import type { RepoAddress } from '../repos/index.js';
import { moveRef } from './move.js';

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
export function fullRefName(path: string): string {
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

export class RefService {
  constructor(protected readonly deps: ServiceDeps) {}

  #dir(repo: Repo): string {
    return this.deps.git.dirOf(repo);
  }

  async listBranches(principal: Caller, address: RepoAddress, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<BranchPage> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const limit = query.limit ?? LIMITS.pagination.branches.default;
    let after: string | null = null;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (!decoded || typeof decoded.after !== 'string') throw invalid('cursor is not valid');
      after = decoded.after;
    }
    const all = (await listRefs(this.#dir(repo), 'refs/heads/')).map((r) => ({ name: r.name.slice('refs/heads/'.length), sha: r.oid }));
    const rest = after === null ? all : all.filter((b) => b.name > after);
    const page = rest.slice(0, limit);
    const last = page[page.length - 1];
    return {
      branches: page,
      default_branch: repo.defaultBranch,
      total: all.length,
      next_cursor: rest.length > limit && last ? encodeCursor({ after: last.name }) : null,
    };
  }

  async getBranch(principal: Caller, address: RepoAddress, name: string): Promise<{ name: string; sha: string }> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    assertBranchName(name, 'branch');
    const sha = await readRef(this.#dir(repo), `refs/heads/${name}`);
    if (!sha) throw notFound(`branch '${name}'`);
    return { name, sha };
  }

  async createBranch(principal: Principal, address: RepoAddress, input: { name: string; from?: string | undefined; from_sha?: string | undefined }) {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    assertBranchName(input.name, 'name');
    const dir = this.#dir(repo);
    let sha: string;
    if (input.from_sha !== undefined) {
      if (!isObjectId(input.from_sha)) throw invalid('from_sha must be a 40-character commit id');
      if (!(await this.deps.git.reachable(repo, input.from_sha))) throw notFound(`commit ${input.from_sha}`);
      await this.deps.git.commit(repo, input.from_sha);
      sha = input.from_sha;
    } else {
      const from = input.from ?? repo.defaultBranch;
      assertBranchName(from, 'from');
      const head = await readRef(dir, `refs/heads/${from}`);
      if (!head) throw notFound(`branch '${from}'`);
      sha = head;
    }
    const ref = `refs/heads/${input.name}`;
    try {
      await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: sha, expected: null });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw conflict(`branch '${input.name}' already exists`);
      throw error;
    }
    return { name: input.name, sha, ref };
  }

  async deleteBranch(principal: Principal, address: RepoAddress, name: string) {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    assertBranchName(name, 'branch');
    return this.#delete(repo, `refs/heads/${name}`);
  }

  async #delete(repo: Repo, ref: string) {
    defaultBranchGuard(repo, ref);
    const dir = this.#dir(repo);
    const sha = await readRef(dir, ref);
    if (!sha) throw notFound(`ref '${ref}'`);
    await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: null, expected: sha });
    return { deleted: true, ref, sha };
  }

  async listRefs(principal: Caller, address: RepoAddress): Promise<{ refs: { ref: string; sha: string }[] }> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const refs = await listRefs(this.#dir(repo), 'refs/');
    return { refs: refs.filter((r) => !r.name.startsWith(INTERNAL_REF_PREFIX)).map((r) => ({ ref: r.name, sha: r.oid })) };
  }

  async getRef(principal: Caller, address: RepoAddress, path: string): Promise<{ ref: string; sha: string }> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const ref = fullRefName(path);
    const sha = await readRef(this.#dir(repo), ref);
    if (!sha) throw notFound(`ref '${ref}'`);
    return { ref, sha };
  }

  /** SPEC: the target must exist (404); with expected_sha the update is a compare-and-swap (409). */
  async putRef(principal: Principal, address: RepoAddress, path: string, input: { sha: string; expected_sha?: string | null | undefined }) {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    const ref = fullRefName(path);
    if (!isObjectId(input.sha)) throw invalid('sha must be a 40-character object id');
    if (input.expected_sha != null && !isObjectId(input.expected_sha)) throw invalid('expected_sha must be a 40-character object id or null');
    const dir = this.#dir(repo);
    const info = await this.deps.git.catFiles.info(dir, input.sha);
    if (!info || !(await this.deps.git.reachable(repo, input.sha, info.type))) throw notFound(`object ${input.sha}`);
    if (ref.startsWith('refs/heads/') && info.type !== 'commit') {
      throw new AppError('UNPROCESSABLE', `a branch must point at a commit; ${input.sha} is a ${info.type}`);
    }
    const previous = await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: input.sha, expected: input.expected_sha });
    return { ref, sha: input.sha, previous_sha: previous };
  }

  async deleteRef(principal: Principal, address: RepoAddress, path: string) {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    return this.#delete(repo, fullRefName(path));
  }
}
