/** The maintenance decision: a pure function of a repository's state (nothing, a geometric or full repack, or packing refs). */
import type { PackInfo, RepoState } from './inspect.js';


export interface MaintenancePolicy {
  /** Geometric repack once this many packs are missing from the multi-pack-index. */
  maxPacksOutsideMidx: number;
  /** Geometric repack once about this many objects are loose. */
  maxLooseObjects: number;
  /**
   * A repository with no bitmap and at least this many objects gets a full repack (a first big push);
   * one with a bitmap and this many objects outside it gets a geometric repack (which re-bitmaps).
   */
  bitmapObjects: number;
  /** Full repack when the base pack is older than this and anything was added since. */
  fullRepackIntervalMs: number;
  /**
   * `git pack-refs --all` once this many loose refs exist (with a repack, or on its own). Every ref listing
   * (ls-refs, the v0 advertisement, branch lists) opens each loose ref file, ~7 µs apiece here, where
   * packed-refs is one read; a ref updated since stays loose until the next packing.
   */
  maxLooseRefs: number;
}

export const DEFAULT_POLICY: MaintenancePolicy = {
  maxPacksOutsideMidx: 8,
  maxLooseObjects: 512,
  bitmapObjects: 1000,
  fullRepackIntervalMs: 7 * 24 * 3600_000,
  maxLooseRefs: 32,
};

/** inspectRepo stops counting loose refs here (a walk of refs/ is the cost). */

/** `refs`: only pack loose refs (no repack, no commit-graph). */
export type MaintenanceMode = 'geometric' | 'full' | 'refs';

export interface MaintenancePlan {
  mode: MaintenanceMode | null;
  reasons: string[];
}

/** What `state` calls for; `mode: null` means nothing is due. */
export function planMaintenance(state: RepoState, policy: MaintenancePolicy = DEFAULT_POLICY, now = Date.now()): MaintenancePlan {
  const live = state.packs.filter((p) => !p.cruft);
  const objects = state.packedObjects + state.looseEstimate;
  const refs = state.looseRefs >= policy.maxLooseRefs ? [`${state.looseRefs} loose refs`] : [];
  if (objects === 0) return refs.length > 0 ? { mode: 'refs', reasons: refs } : { mode: null, reasons: [] };
  const full: string[] = [];
  const geometric: string[] = [];
  // with alternates git cannot write bitmaps (objects live elsewhere): never chase one
  if (!state.hasBitmap && !state.hasAlternates && objects >= policy.bitmapObjects) full.push(`no bitmap yet (${objects} objects)`);
  const base = live.reduce<PackInfo | null>((a, p) => (a && a.objects >= p.objects ? a : p), null);
  if (base && now - base.mtimeMs >= policy.fullRepackIntervalMs && (live.length > 1 || state.looseEstimate > 0)) {
    full.push(`base pack older than ${Math.round(policy.fullRepackIntervalMs / 3600_000)} h`);
  }
  if (full.length > 0) return { mode: 'full', reasons: [...full, ...refs] };
  if (state.packsOutsideMidx >= policy.maxPacksOutsideMidx) geometric.push(`${state.packsOutsideMidx} packs outside the multi-pack-index`);
  if (state.looseEstimate >= policy.maxLooseObjects) geometric.push(`~${state.looseEstimate} loose objects`);
  if (state.hasBitmap && state.objectsOutsideBitmap >= policy.bitmapObjects) {
    geometric.push(`${state.objectsOutsideBitmap} objects outside the bitmap`);
  }
  if (geometric.length > 0) return { mode: 'geometric', reasons: [...geometric, ...refs] };
  return refs.length > 0 ? { mode: 'refs', reasons: refs } : { mode: null, reasons: [] };
}

