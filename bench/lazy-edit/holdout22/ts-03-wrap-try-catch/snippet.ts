// ... existing code ...
export async function syncManifest(file: string, remoteUrl: string): Promise<SyncResult> {
  // ... existing code ...
  logger.info(`Loaded ${local.entries.length} local entries from ${file}`);

  let remote: Manifest;
  try {
    remote = await fetchRemoteManifest(remoteUrl);
  } catch (err) {
    logger.error(`Failed to fetch ${remoteUrl}: ${(err as Error).message}`);
    return { file, changed: [], durationMs: Date.now() - started, error: String(err) };
  }
  const changed = diffEntries(local.entries, remote.entries);
  // ... existing code ...
}

export async function syncAll(files: string[], remoteUrl: string): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const file of files) {
    try {
      results.push(await syncManifest(file, remoteUrl));
    } catch (err) {
      logger.error(`Skipping ${file}: ${(err as Error).message}`);
      results.push({ file, changed: [], durationMs: 0, error: String(err) });
    }
  }
  return results;
}
