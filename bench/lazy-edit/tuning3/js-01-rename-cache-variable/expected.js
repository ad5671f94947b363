'use strict';

const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(execFile);

const TTL_MS = 30_000;
const refCache = new Map();

function cacheKey(repoPath, ref) {
  return `${repoPath}:${ref}`;
}

async function resolveRef(repoPath, ref) {
  const key = cacheKey(repoPath, ref);
  const hit = refCache.get(key);
  if (hit && hit.expires > Date.now()) {
    return hit.sha;
  }
  const { stdout } = await run('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoPath,
  });
  const sha = stdout.trim();
  refCache.set(key, { sha, expires: Date.now() + TTL_MS });
  return sha;
}

async function listRefs(repoPath, prefix = 'refs/heads/') {
  const { stdout } = await run('git', ['for-each-ref', '--format=%(refname) %(objectname)', prefix], {
    cwd: repoPath,
  });
  const refs = [];
  for (const line of stdout.split('\n')) {
    if (!line) {
      continue;
    }
    const [name, sha] = line.split(' ');
    refs.push({ name, sha });
  }
  return refs;
}

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

module.exports = {
  resolveRef,
  listRefs,
  invalidate,
  stats,
};
