/** The dynamic programme of the merger: the best alignment of the snippet's items with the original, as operations. */
import { SCORE, type Candidate, type Line } from './candidates.js';
import type { Op } from './placement.js';

const EPS = 1e-9;

export function align(orig: readonly Line[], items: readonly (Line | null)[], candidates: readonly (Map<number, Candidate> | null)[], insertCost: readonly number[]): Op[] {
  const n = orig.length;
  const m = items.length;
  // best[i * w + j]: best score of aligning orig[i..] with items[j..].
  const w = m + 1;
  const best = new Float64Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) best[i * w + m] = best[(i + 1) * w + m]! + SCORE.delete;
  const matchScore = new Float64Array(n);
  for (let j = m - 1; j >= 0; j--) {
    const found = candidates[j];
    if (found === null || found === undefined) {
      best[n * w + j] = best[n * w + j + 1]!;
      for (let i = n - 1; i >= 0; i--) best[i * w + j] = Math.max(best[i * w + j + 1]!, best[(i + 1) * w + j]!);
      continue;
    }
    matchScore.fill(Number.NaN);
    for (const [i, c] of found) matchScore[i] = c.score;
    const insert = insertCost[j]!;
    best[n * w + j] = best[n * w + j + 1]! + insert;
    for (let i = n - 1; i >= 0; i--) {
      let value = Math.max(best[i * w + j + 1]! + insert, best[(i + 1) * w + j]! + SCORE.delete);
      const score = matchScore[i]!;
      if (score === score) value = Math.max(value, best[(i + 1) * w + j + 1]! + score); // not NaN
      best[i * w + j] = value;
    }
  }

  // Walk the best alignment, preferring the earliest placement on ties.
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = best[i * w + j]!;
    if (j === m) {
      ops.push({ op: 'delete', i: i++ });
      continue;
    }
    const item = items[j]!;
    if (item === null) {
      if (i === n || Math.abs(here - best[i * w + j + 1]!) < EPS) {
        ops.push({ op: 'marker', j: j++ });
        continue;
      }
      ops.push({ op: 'keep', i: i++ });
      continue;
    }
    const candidate = i < n ? candidates[j]!.get(i) : undefined;
    if (candidate && Math.abs(here - (best[(i + 1) * w + j + 1]! + candidate.score)) < EPS) {
      ops.push({ op: 'match', i: i++, j: j++, kind: candidate.kind });
    } else if (Math.abs(here - (best[i * w + j + 1]! + insertCost[j]!)) < EPS) {
      ops.push({ op: 'insert', i, j: j++ });
    } else {
      ops.push({ op: 'delete', i: i++ });
    }
  }
  return ops;
}
