// ... existing code ...

async function download(url, options = {}) {
  const timeout = options.timeout || DEFAULT_TIMEOUT_MS;
  await ensureCacheDir();
  const cached = await readCached(url);
  if (cached && !options.force) {
    return cached;
  }
  const res = await fetch(url, { timeout });
  if (!res.ok) {
    throw new Error(`Download failed: ${res.status} ${res.statusText} (${url})`);
  }
  const buf = await res.buffer();
  await fs.writeFile(path.join(CACHE_DIR, cacheKey(url)), buf);
  return buf;
}

// ... existing code ...

module.exports = {
  download,
  clearCache,
  cacheKey,
  readCached,
};
