'use strict';

const fs = require('fs/promises');
const path = require('path');
const crypto = require('crypto');
const fetch = require('node-fetch');

const CACHE_DIR = path.join(__dirname, '..', '.cache', 'downloads');
const DEFAULT_TIMEOUT_MS = 30000;

function cacheKey(url) {
  return crypto.createHash('sha256').update(url).digest('hex').slice(0, 32);
}

function ensureCacheDir() {
  return fs.mkdir(CACHE_DIR, { recursive: true });
}

function readCached(url) {
  const file = path.join(CACHE_DIR, cacheKey(url));
  return fs
    .readFile(file)
    .then((buf) => buf)
    .catch((err) => {
      if (err.code === 'ENOENT') {
        return null;
      }
      throw err;
    });
}

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

function clearCache() {
  return fs.rm(CACHE_DIR, { recursive: true, force: true });
}

module.exports = {
  download,
  clearCache,
  cacheKey,
  readCached,
};
