import fs from 'node:fs/promises';
import path from 'node:path';
import fetch from 'node-fetch';
import pLimit from 'p-limit';

const REGISTRY = process.env.NPM_REGISTRY || 'https://registry.npmjs.org';
const limit = pLimit(8);

/**
 * Read package.json from a workspace folder.
 * @param {string} dir
 */
export async function readManifest(dir) {
  const raw = await fs.readFile(path.join(dir, 'package.json'), 'utf8');
  return JSON.parse(raw);
}

/**
 * Fetch the latest published version of a package.
 * @param {string} name
 * @returns {Promise<string|null>}
 */
export function fetchLatest(name) {
  const url = `${REGISTRY}/${encodeURIComponent(name).replace('%40', '@')}`;
  return fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' } })
    .then((res) => {
      if (res.status === 404) {
        return null;
      }
      if (!res.ok) {
        throw new Error(`registry responded ${res.status} for ${name}`);
      }
      return res.json();
    })
    .then((doc) => (doc ? doc['dist-tags'].latest : null));
}

function compareLoose(current, latest) {
  const clean = (v) => v.replace(/^[~^>=<\s]+/, '');
  return clean(current) === latest ? 'up-to-date' : 'outdated';
}

export async function checkOutdated(dir) {
  const manifest = await readManifest(dir);
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  const names = Object.keys(deps).sort();

  const results = await Promise.all(
    names.map((name) =>
      limit(async () => {
        const latest = await fetchLatest(name);
        return {
          name,
          current: deps[name],
          latest,
          status: latest ? compareLoose(deps[name], latest) : 'missing',
        };
      }),
    ),
  );

  return results.filter((r) => r.status !== 'up-to-date');
}

export function formatReport(rows) {
  if (rows.length === 0) {
    return 'All dependencies are up to date.';
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  return rows
    .map((r) => `${r.name.padEnd(width)}  ${r.current} -> ${r.latest ?? '(not found)'}`)
    .join('\n');
}

export default { readManifest, fetchLatest, checkOutdated, formatReport };
