/**
 * What a revision name may be: a full or abbreviated commit SHA, a branch, a tag, a full ref name or `HEAD`,
 * followed by any number of `~N` / `^N` steps (N defaults to 1; `^0` is the commit itself). Steps are
 * resolved in-process by the repository handle, never passed to git, so no value can become an option.
 */
import { invalid } from './errors.js';
import { quotedName, refNameProblem } from './ref-names.js';

export type RevisionStep = { kind: 'ancestor'; n: number } | { kind: 'parent'; n: number };

export interface ParsedRevision {
  base: string;
  steps: RevisionStep[];
}

/** Abbreviated SHAs: git's minimum of 4 hex digits is too loose for an API; 7 is what git prints by default. */
export const SHORT_SHA_RE = /^[0-9a-f]{7,39}$/;
export const FULL_SHA_RE = /^[0-9a-f]{40}$/;
/** Steps a revision may take in total (`main~100000` walks that many commits). */
const MAX_REVISION_STEPS = 10_000;

const STEP_RE = /([~^])([0-9]*)/y;

/** Splits `main~2^2` into its base and steps; a 400 naming the problem when it is not a revision. */
export function parseRevision(rev: string, field = 'ref'): ParsedRevision {
  const at = firstStep(rev);
  const base = rev.slice(0, at);
  if (base === '') throw invalid(`${field} '${rev}' needs a branch, tag or commit before ~ or ^`);
  if (base !== 'HEAD' && !FULL_SHA_RE.test(base) && !SHORT_SHA_RE.test(base)) {
    const problem = refNameProblem(base, { allowOneLevel: true });
    if (problem !== null) throw invalid(`${field} ${quotedName(base)} is not a valid ref name: ${problem}`);
  }
  const steps: RevisionStep[] = [];
  let total = 0;
  STEP_RE.lastIndex = at;
  for (let i = at; i < rev.length; i = STEP_RE.lastIndex) {
    const m = STEP_RE.exec(rev);
    if (!m || m.index !== i) throw invalid(`${field} '${rev.slice(0, 100)}': after ~ or ^ only a number may follow (like main~2 or main^2)`);
    const n = m[2] === '' ? 1 : Number(m[2]);
    if (!Number.isSafeInteger(n)) throw invalid(`${field} '${rev.slice(0, 100)}': the number after ${m[1]} is too large`);
    steps.push(m[1] === '~' ? { kind: 'ancestor', n } : { kind: 'parent', n });
    total += m[1] === '~' ? n : 1;
    if (total > MAX_REVISION_STEPS) throw invalid(`${field} '${rev.slice(0, 100)}' walks more than ${MAX_REVISION_STEPS} commits`);
  }
  return { base, steps };
}

function firstStep(rev: string): number {
  for (let i = 0; i < rev.length; i++) {
    const c = rev.charCodeAt(i);
    if (c === 0x7e /* ~ */ || c === 0x5e /* ^ */) return i;
  }
  return rev.length;
}
