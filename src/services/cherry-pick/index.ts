/**
 * Cherry-pick and revert onto a branch, as `git cherry-pick` / `git revert` do them: a three-way merge of the
 * commit's change (parent → commit, or commit → parent for a revert) into the branch head, then one commit made
 * by the commit writer with compare-and-swap on the head the merge was computed from. A merge commit needs
 * `mainline` (which parent the change is measured against). Conflicts are a 409 listing the files, as for merges;
 * nothing is written then, nor for an empty result.
 */
import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import { checkAuthor, type Person } from '../../domain/identity.js';
import { assertBranchName } from '../../domain/ref-names.js';
import type { Principal } from '../../domain/types.js';
import { GitExecError } from '../../git/exec.js';
import { scratchMerge } from '../../git/history/scratch-merge.js';
import { EMPTY_TREE_OID, type Commit } from '../../git/objects/format.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';

export const PICK_LIMITS = {
  timeoutMs: 30_000,
  /** New blobs and trees a pick may bring (merged files), in bytes. */
  objectBytes: 256 * 1024 * 1024,
} as const;

export interface PickInput {
  /** The commit to apply or undo: a SHA (full or short) or any revision naming a commit. */
  sha: string;
  expected_sha?: string | undefined;
  /** For a merge commit: the 1-based parent its change is measured against. */
  mainline?: number | undefined;
  message?: string | undefined;
  author?: Person | undefined;
}

export interface PickResult {
  /** The new commit, now the branch head. */
  sha: string;
  /** The branch head it was made on. */
  previous_sha: string;
  /** The commit that was cherry-picked or reverted. */
  source_sha: string;
}

export type PickKind = 'cherry-pick' | 'revert';

export interface CherryPickDeps {
  gate: RepoGate;
}

export class CherryPickService {
  constructor(private readonly deps: CherryPickDeps) {}

  cherryPick(principal: Principal, address: RepoAddress, branch: string, input: PickInput): Promise<PickResult> {
    return this.#apply('cherry-pick', principal, address, branch, input);
  }

  revert(principal: Principal, address: RepoAddress, branch: string, input: PickInput): Promise<PickResult> {
    return this.#apply('revert', principal, address, branch, input);
  }

  async #apply(kind: PickKind, principal: Principal, address: RepoAddress, branch: string, input: PickInput): Promise<PickResult> {
    const handle = await this.deps.gate.open(principal, address, 'write');
    assertBranchName(branch, 'branch');
    if (input.expected_sha !== undefined && !/^[0-9a-f]{40}$/.test(input.expected_sha)) throw invalid('expected_sha must be a 40-character commit id');
    const ref = `refs/heads/${branch}`;
    const head = await handle.readRef(ref);
    if (!head) throw notFound(`branch '${branch}'`);
    if (input.expected_sha !== undefined && input.expected_sha !== head) {
      throw conflict(`branch '${branch}' is at ${head}, not expected_sha ${input.expected_sha}`, { current_sha: head });
    }
    const source = (await handle.resolve(input.sha, 'sha')).sha;
    const picked = await handle.commit(source);
    const parent = parentOf(picked, source, input.mainline);
    const [headCommit, parentTree] = await Promise.all([handle.commit(head), parent === null ? EMPTY_TREE_OID : handle.commit(parent).then((c) => c.tree)]);

    // cherry-pick: parent → commit applied to the head; revert: commit → parent
    const merged = await scratchMerge(
      handle.dir,
      kind === 'cherry-pick'
        ? { base: parent, ours: { tree: headCommit.tree }, theirs: { tree: picked.tree } }
        : { base: source, ours: { tree: headCommit.tree }, theirs: { tree: parentTree } },
      { timeoutMs: PICK_LIMITS.timeoutMs, maxObjectBytes: PICK_LIMITS.objectBytes },
    ).catch((error: unknown) => {
      throw asAppError(error, kind);
    });
    if (!merged.clean) {
      const conflicts = merged.conflicts.map((c) => c.path);
      throw conflict(`${kind} of ${source} conflicts with '${branch}' in ${conflicts.length} file(s)`, { conflicts });
    }
    if (merged.tree === headCommit.tree) {
      throw new AppError('UNPROCESSABLE', `${kind} of ${source} changes nothing on '${branch}': ${kind === 'revert' ? 'its change is not there' : 'its change is already there'}`);
    }
    const built = handle.writer.build({
      tree: merged.tree,
      parents: [head],
      objects: merged.objects,
      ...(kind === 'cherry-pick' ? pickAuthorship(picked, input) : { message: input.message ?? revertMessage(picked, source, parent), author: input.author }),
    });
    await handle.writer.commit(ref, built, head);
    return { sha: built.sha, previous_sha: head, source_sha: source };
  }
}

/** The parent the commit's change is measured against: its only parent, the mainline of a merge, or none (a root). */
function parentOf(commit: Commit, sha: string, mainline: number | undefined): string | null {
  const count = commit.parents.length;
  if (count > 1) {
    if (mainline === undefined) throw invalid(`${sha} is a merge commit; say which parent its change is measured against with mainline (1 to ${count})`);
    if (mainline < 1 || mainline > count) throw invalid(`mainline must be from 1 to ${count}: ${sha} has ${count} parents`);
    return commit.parents[mainline - 1]!;
  }
  if (mainline !== undefined) throw invalid(`mainline was given but ${sha} is not a merge commit`);
  return commit.parents[0] ?? null;
}

/** As git cherry-pick: the picked commit's message and author (name, email and date), unless the request says otherwise. */
function pickAuthorship(picked: Commit, input: PickInput): { message: string; author: Person | undefined; authorDate?: { timestamp: number; tz: string } } {
  const message = input.message ?? picked.message;
  if (input.author) return { message, author: input.author };
  const original = { name: picked.author.name, email: picked.author.email };
  try {
    checkAuthor(original);
  } catch {
    // an author git accepted but Grove's rule does not (pushed by a client): the commit is Grove's
    return { message, author: undefined };
  }
  return { message, author: original, authorDate: { timestamp: picked.author.timestamp, tz: picked.author.tz } };
}

/** git revert's message: `Revert "<subject>"`, the reverted commit, and for a merge the mainline it kept. */
function revertMessage(reverted: Commit, sha: string, parent: string | null): string {
  const subject = reverted.message.split('\n', 1)[0]!.trim();
  const merge = reverted.parents.length > 1 && parent !== null ? `, reversing\nchanges made to ${parent}` : '';
  return `Revert "${subject}"\n\nThis reverts commit ${sha}${merge}.\n`;
}

function asAppError(error: unknown, kind: PickKind): unknown {
  if (!(error instanceof GitExecError) || error.code !== null) return error;
  if (/timed out/.test(error.message)) return new AppError('TIMEOUT', `the ${kind} took too long to compute`);
  if (/exceeds/.test(error.message)) return new AppError('UNPROCESSABLE', `the ${kind} changes too much to apply through the API`);
  return error;
}
