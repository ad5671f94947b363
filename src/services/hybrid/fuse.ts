import type { LegName, Weights } from './classify.js';
import type { LegHit } from './legs.js';

/** Reciprocal-rank constant: 60 as in Cormack et al.; it damps the difference between neighbouring ranks. */
export const RRF_K = 60;

export interface FusedResult {
  file_path: string;
  name: string | null;
  type: string | null;
  score: number;
  sources: LegName[];
  start_line: number;
  end_line: number;
  language: string | null;
  signature: string | null;
}

/** Order in which legs lend their fields to a merged result: graph names symbols best, then semantic. */
const FIELD_ORDER: LegName[] = ['graph', 'semantic', 'keyword'];
/** `sources` lists legs in SPEC's order. */
const SOURCE_ORDER: LegName[] = ['semantic', 'graph', 'keyword'];

const overlaps = (a: { start_line: number; end_line: number }, b: { start_line: number; end_line: number }) =>
  a.start_line <= b.end_line && b.start_line <= a.end_line;

/**
 * Weighted Reciprocal Rank Fusion: a result scores Σ weight(leg) / (RRF_K + rank in leg) over the legs that
 * found it. Results of different legs are the same result when they name the same file and their line ranges
 * overlap. Scores are divided by the best possible (first in every leg that ran), so they fall in (0, 1].
 * Rank fusion rather than score fusion: the legs' scores (cosine, bm25, graph relevance) are not on one scale.
 */
export function fuse(legs: Partial<Record<LegName, LegHit[]>>, weights: Weights, topK: number): FusedResult[] {
  const fused: Array<FusedResult & { raw: number }> = [];
  const byFile = new Map<string, Array<FusedResult & { raw: number }>>();
  let best = 0;
  for (const leg of FIELD_ORDER) {
    const hits = legs[leg];
    const weight = weights[leg];
    if (!hits || weight <= 0) continue;
    best += weight / (RRF_K + 1);
    hits.forEach((hit, index) => {
      const contribution = weight / (RRF_K + index + 1);
      const same = byFile.get(hit.file_path)?.find((r) => overlaps(r, hit));
      if (same) {
        if (same.sources.includes(leg)) return; // a leg counts once per result: its best rank
        same.sources.push(leg);
        same.raw += contribution;
        same.name ??= hit.name;
        same.type ??= hit.type;
        same.signature ??= hit.signature;
        same.language ??= hit.language;
        return;
      }
      const result = { ...hit, sources: [leg], raw: contribution, score: 0 };
      fused.push(result);
      byFile.set(hit.file_path, [...(byFile.get(hit.file_path) ?? []), result]);
    });
  }
  fused.sort((a, b) => b.raw - a.raw || a.file_path.localeCompare(b.file_path) || a.start_line - b.start_line);
  return fused.slice(0, topK).map(({ raw, ...rest }) => ({
    ...rest,
    sources: SOURCE_ORDER.filter((leg) => rest.sources.includes(leg)),
    score: best > 0 ? Math.round((raw / best) * 1e6) / 1e6 : 0,
  }));
}
