/**
 * The one revision resolver: what `main`, `v1.2`, `refs/tags/v1`, `HEAD`, `3f2a9c1`, a full SHA or any of them
 * followed by `~N` / `^N` means in one repository. Refs win over abbreviated SHAs (git's rule); `~N` / `^N` are
 * walked here over cached commits, never handed to git. In a fork network an id counts only when the
 * repository's own refs reach it.
 */
import { AppError, invalid, notFound, notFoundBecause } from '../../domain/errors.js';
import { FULL_SHA_RE, parseRevision, SHORT_SHA_RE, type RevisionStep } from '../../domain/revisions.js';
import { abbreviationMatches } from '../../git/objects/abbrev.js';
import { AmbiguousSpecError, type CatFileInfo } from '../../git/objects/catfile-pool.js';
import { readHead, readRef } from '../../git/refs/index.js';
import type { RepoObjects, RepoRef } from './objects.js';

export interface ResolvedRev {
  /** The commit the revision names (tags are peeled). */
  sha: string;
  /**
   * How it was named: a branch or tag (which may move), or a commit (an id, or anything walked with ~ / ^,
   * which never changes). Drives caching.
   */
  kind: 'branch' | 'tag' | 'commit';
  /** Full ref name when kind is branch or tag. */
  ref: string | null;
}

export async function resolveRevision(objects: RepoObjects, repo: RepoRef, dir: string, rev: string, field = 'ref'): Promise<ResolvedRev> {
  const { base, steps } = parseRevision(rev, field);
  const start = await resolveBase(objects, repo, dir, base, rev);
  if (steps.length === 0) return start;
  return { sha: await walkSteps(objects, repo, start.sha, steps, rev), kind: 'commit', ref: null };
}

async function resolveBase(objects: RepoObjects, repo: RepoRef, dir: string, base: string, rev: string): Promise<ResolvedRev> {
  if (base === 'HEAD') {
    const head = await readHead(dir);
    if (!head.oid) throw notFoundBecause(head.target ? `'HEAD' names no commit: ${head.target.replace(/^refs\/heads\//, '')} has no commits yet` : "'HEAD' names no commit");
    objects.vouch(repo, head.oid);
    return { sha: head.oid, kind: head.target ? 'branch' : 'commit', ref: head.target };
  }
  if (FULL_SHA_RE.test(base)) return { sha: await commitOf(objects, repo, base, rev), kind: 'commit', ref: null };
  const candidates: [string, ResolvedRev['kind']][] = base.startsWith('refs/')
    ? [[base, base.startsWith('refs/tags/') ? 'tag' : 'branch']]
    : [
        [`refs/heads/${base}`, 'branch'],
        [`refs/tags/${base}`, 'tag'],
      ];
  for (const [ref, kind] of candidates) {
    const oid = await readRef(dir, ref);
    if (!oid) continue;
    objects.vouch(repo, oid);
    return { sha: kind === 'tag' ? await peelToCommit(objects, repo, oid, rev) : oid, kind, ref };
  }
  if (SHORT_SHA_RE.test(base)) return { sha: await abbreviated(objects, repo, dir, base, rev), kind: 'commit', ref: null };
  throw notFound(`ref '${rev}'`);
}

/** A full id: a commit, or an annotated tag peeled to its commit; 404 when missing or not visible here. */
async function commitOf(objects: RepoObjects, repo: RepoRef, oid: string, rev: string): Promise<string> {
  const info = await objects.rawInfo(repo, oid);
  if (!info || !(await objects.visible(repo, oid, info.type))) throw notFound(`commit ${oid}`);
  if (info.type === 'commit') return oid;
  if (info.type === 'tag') return peelToCommit(objects, repo, oid, rev);
  throw invalid(`'${rev}' names a ${info.type}, not a commit`);
}

async function peelToCommit(objects: RepoObjects, repo: RepoRef, oid: string, rev: string): Promise<string> {
  const peeled = await objects.rawInfo(repo, `${oid}^{commit}`);
  if (!peeled) throw invalid(`'${rev}' does not point at a commit`);
  objects.vouch(repo, peeled.oid);
  return peeled.oid;
}

/**
 * An object by full or abbreviated id, of any type, when the repository may show it: null when missing or not
 * visible; 400 naming how many objects an ambiguous prefix matches.
 */
export async function objectById(objects: RepoObjects, repo: RepoRef, dir: string, id: string): Promise<CatFileInfo | null> {
  if (!FULL_SHA_RE.test(id) && !SHORT_SHA_RE.test(id)) throw invalid(`'${id.slice(0, 100)}' is not an object id (7 to 40 hex digits)`);
  let info;
  try {
    info = await objects.rawInfo(repo, id);
  } catch (error) {
    if (!(error instanceof AmbiguousSpecError)) throw error;
    const count = await abbreviationMatches(dir, id);
    throw invalid(`'${id}' is ambiguous: ${count > 1 ? `${count} objects` : 'several objects'} start with it; give more characters of the SHA`);
  }
  // in a fork network the object must be reachable from the repository's refs
  if (!info || !(await objects.visible(repo, info.oid, info.type))) return null;
  return info;
}

async function abbreviated(objects: RepoObjects, repo: RepoRef, dir: string, prefix: string, rev: string): Promise<string> {
  const info = await objectById(objects, repo, dir, prefix);
  if (!info) throw notFound(`commit '${prefix}'`);
  if (info.type === 'commit') return info.oid;
  if (info.type === 'tag') return peelToCommit(objects, repo, info.oid, rev);
  throw invalid(`'${rev}' names a ${info.type}, not a commit`);
}

async function walkSteps(objects: RepoObjects, repo: RepoRef, start: string, steps: RevisionStep[], rev: string): Promise<string> {
  let sha = start;
  for (const step of steps) {
    if (step.kind === 'parent') {
      if (step.n === 0) continue;
      const parents = (await objects.commit(repo, sha)).parents;
      const next = parents[step.n - 1];
      if (next === undefined) throw notFoundBecause(`'${rev}' names no commit: commit ${sha.slice(0, 12)} has ${parents.length === 0 ? 'no parent' : `only ${parents.length} parent${parents.length === 1 ? '' : 's'}`}`);
      sha = next;
      continue;
    }
    for (let i = 0; i < step.n; i++) {
      const first = (await objects.commit(repo, sha)).parents[0];
      if (first === undefined) throw notFoundBecause(`'${rev}' names no commit: the history ends ${i === 0 ? `at ${sha.slice(0, 12)}` : `after ${i} commit${i === 1 ? '' : 's'}`}`);
      sha = first;
    }
  }
  return sha;
}

/** True for the errors a caller probing "is this a ref?" may treat as "no" (not found, not a revision). */
export function isRevisionMiss(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR');
}
