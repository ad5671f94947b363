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

function download(url, options = {}) {
  const timeout = options.timeout || DEFAULT_TIMEOUT_MS;
  return ensureCacheDir()
    .then(() => readCached(url))
    .then((cached) => {
      if (cached && !options.force) {
        return cached;
      }
      return fetch(url, { timeout })
        .then((res) => {
          if (!res.ok) {
            throw new Error(`Download failed: ${res.status} ${res.statusText} (${url})`);
          }
          return res.buffer();
        })
        .then((buf) => fs.writeFile(path.join(CACHE_DIR, cacheKey(url)), buf).then(() => buf));
    });
}

function clearCache() {
  return fs.rm(CACHE_DIR, { recursive: true, force: true });
}

module.exports = {
  download,
  clearCache,
  cacheKey,
};
