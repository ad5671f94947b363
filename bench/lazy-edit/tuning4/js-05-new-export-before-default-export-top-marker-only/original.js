const HEAD_PREFIX = "refs/heads/";
const TAG_PREFIX = "refs/tags/";

export function normalizeRef(ref) {
  if (!ref) {
    throw new TypeError("ref is required");
  }
  if (ref.startsWith("refs/")) {
    return ref;
  }
  return `${HEAD_PREFIX}${ref}`;
}

export function shortRef(ref) {
  if (ref.startsWith(HEAD_PREFIX)) {
    return ref.slice(HEAD_PREFIX.length);
  }
  if (ref.startsWith(TAG_PREFIX)) {
    return ref.slice(TAG_PREFIX.length);
  }
  return ref;
}

export function isBranchRef(ref) {
  return typeof ref === "string" && ref.startsWith(HEAD_PREFIX);
}

export function compareRefs(a, b) {
  const branchA = isBranchRef(a);
  const branchB = isBranchRef(b);
  if (branchA !== branchB) {
    return branchA ? -1 : 1;
  }
  return shortRef(a).localeCompare(shortRef(b));
}

export default {
  normalizeRef,
  shortRef,
  isBranchRef,
  compareRefs,
};
