// ... existing code ...
const TTL_MS = 30_000;
const refCache = new Map();

// ... existing code ...
  const key = cacheKey(repoPath, ref);
  const hit = refCache.get(key);
  // ... existing code ...
  const sha = stdout.trim();
  refCache.set(key, { sha, expires: Date.now() + TTL_MS });
  return sha;
}

// ... existing code ...
function invalidate(repoPath) {
  const prefix = `${repoPath}:`;
  for (const key of refCache.keys()) {
    if (key.startsWith(prefix)) {
      refCache.delete(key);
    }
  }
}

function stats() {
  let live = 0;
  const now = Date.now();
  for (const entry of refCache.values()) {
    if (entry.expires > now) {
      live += 1;
    }
  }
  return { size: refCache.size, live };
}

// ... existing code ...
