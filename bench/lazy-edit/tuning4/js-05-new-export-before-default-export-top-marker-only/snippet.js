// ... existing code ...

export function isTagRef(ref) {
  return typeof ref === "string" && ref.startsWith(TAG_PREFIX);
}

export default {
  normalizeRef,
  shortRef,
  isBranchRef,
  isTagRef,
  compareRefs,
};
