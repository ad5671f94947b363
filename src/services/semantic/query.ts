/** Query handling: auto-segmentation of long queries and Reciprocal Rank Fusion of ranked lists. */

export const QUERY_LIMITS = {
  /** Longer queries without sub_queries are split into segments (SPEC: about 1,500 characters). */
  segmentChars: 1500,
  maxSegments: 6,
  /** Reranking sees at most this much of the query ("a bounded form of the query"). */
  rerankChars: 2000,
  /** RRF's k: ranks matter less the further down the list they are. */
  rrfK: 60,
};

/** Splits a long query on paragraph, then sentence boundaries into at most 6 segments of about 1,500 chars. */
export function segmentQuery(q: string): string[] {
  if (q.length <= QUERY_LIMITS.segmentChars) return [q];
  const pieces = q
    .split(/\n\s*\n/)
    .flatMap((para) => (para.length <= QUERY_LIMITS.segmentChars ? [para] : para.split(/(?<=[.!?;])\s+|\n/)))
    .flatMap((s) => (s.length <= QUERY_LIMITS.segmentChars ? [s] : s.match(new RegExp(`[\\s\\S]{1,${QUERY_LIMITS.segmentChars}}`, 'g')) ?? []))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const target = Math.max(QUERY_LIMITS.segmentChars, Math.ceil(q.length / QUERY_LIMITS.maxSegments));
  const segments: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 1 > target) {
      segments.push(current);
      current = piece;
    } else current = current ? `${current}\n${piece}` : piece;
  }
  if (current) segments.push(current);
  // never more than the cap: the tail is merged into the last segment
  while (segments.length > QUERY_LIMITS.maxSegments) {
    const last = segments.pop()!;
    segments[segments.length - 1] += `\n${last}`;
  }
  return segments;
}

/** Fuses ranked lists of keys: score(key) = Σ 1 / (k + rank), rank 1-based. */
export function reciprocalRankFusion(lists: readonly (readonly string[])[], k = QUERY_LIMITS.rrfK): Map<string, number> {
  const scores = new Map<string, number>();
  for (const list of lists) list.forEach((key, i) => scores.set(key, (scores.get(key) ?? 0) + 1 / (k + i + 1)));
  return scores;
}
