// ... existing code ...
 * @returns {Promise<string|null>}
 */
export async function fetchLatest(name) {
  const url = `${REGISTRY}/${encodeURIComponent(name).replace('%40', '@')}`;
  const res = await fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' } });
  if (res.status === 404) {
    return null;
  }
  if (!res.ok) {
    throw new Error(`registry responded ${res.status} for ${name}`);
  }
  const doc = await res.json();
  return doc['dist-tags'].latest;
}

// ... existing code ...

export function formatReport(rows) {
  if (rows.length === 0) {
    return 'All dependencies are up to date.';
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  return rows
    .map((r) => `${r.name.padEnd(width)}  ${r.current.padEnd(10)} -> ${r.latest ?? '(not found)'}  [${r.status}]`)
    .join('\n');
}

export default { readManifest, fetchLatest, checkOutdated, formatReport };
