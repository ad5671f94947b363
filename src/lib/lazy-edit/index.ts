export { lazyMerge, MERGE_LIMITS, type MergeResult } from './merge.js';
export { isMarker, markerFor } from './markers.js';
