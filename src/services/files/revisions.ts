import { AppError } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import type { GitReader, ResolvedRev } from '../git-read/index.js';

const SHORT_SHA = /^[0-9a-f]{7,39}$/;

/**
 * GitReader.resolve, plus abbreviated commit SHAs (7 to 39 hex digits) when no ref has that name: git expands
 * them, and an ambiguous or unknown prefix (or, in a fork network, one naming an object the repository's refs do
 * not reach) stays a 404. Only consulted after the usual lookup failed.
 */
export async function resolveRevision(git: GitReader, repo: Repo, rev: string): Promise<ResolvedRev> {
  try {
    return await git.resolve(repo, rev);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND' || !SHORT_SHA.test(rev)) throw error;
    const dir = git.dirOf(repo);
    // the object the prefix names, before peeling: in a fork network it must be reachable from the repository's refs
    const named = await git.catFiles.info(dir, rev);
    if (!named || !(await git.reachable(repo, named.oid, named.type))) throw error;
    const info = await git.catFiles.info(dir, `${named.oid}^{commit}`);
    if (!info) throw error;
    return { sha: info.oid, kind: 'commit', ref: null };
  }
}
