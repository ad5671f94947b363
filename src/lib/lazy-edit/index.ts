export { lazyMerge, MERGE_LIMITS, type MergeResult } from './merge.js';
export { CHECK_LIMITS } from './checks.js';
export { isBareEllipsis, isMarker, markerFor } from './markers.js';
