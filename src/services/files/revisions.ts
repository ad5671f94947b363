import { AppError } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import type { GitReader, ResolvedRev } from '../git-read/index.js';

const SHORT_SHA = /^[0-9a-f]{7,39}$/;

/**
 * GitReader.resolve, plus abbreviated commit SHAs (7 to 39 hex digits) when no ref has that name: git expands
 * them, and an ambiguous or unknown prefix stays a 404. Only consulted after the usual lookup failed.
 */
export async function resolveRevision(git: GitReader, repo: Repo, rev: string): Promise<ResolvedRev> {
  try {
    return await git.resolve(repo, rev);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND' || !SHORT_SHA.test(rev)) throw error;
    const info = await git.catFiles.info(git.dirOf(repo), `${rev}^{commit}`);
    if (!info) throw error;
    return { sha: info.oid, kind: 'commit', ref: null };
  }
}
