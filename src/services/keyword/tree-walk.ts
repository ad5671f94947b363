import { MODE } from '../../git/objects/format.js';
import type { KeywordFileChanges } from '../../store/index.js';
import { isTreeMode, walkFiles, type RepoHandle } from '../repository/index.js';

/** Regular and executable files: what the keyword index reads (not symlinks, not submodules). */
const isFile = (mode: string) => mode === MODE.file || mode === MODE.executable || mode === '100664';
const join = (prefix: string, name: string) => (prefix ? `${prefix}/${name}` : name);

/** Every file of a tree (its paths under `prefix`): path → blob id, through the handle's one tree walk. */
export async function listFiles(handle: RepoHandle, treeOid: string, prefix = ''): Promise<Map<string, string>> {
  const files = await walkFiles(handle, treeOid);
  return new Map(files.filter((f) => isFile(f.mode)).map((f) => [join(prefix, f.path), f.oid]));
}

/**
 * The file changes from one tree to another, descending only into subtrees whose ids differ (so an
 * incremental run reads the changed directories, not the whole tree).
 */
export async function diffTrees(handle: RepoHandle, oldTree: string, newTree: string, prefix = '', out: KeywordFileChanges = { replace: false, upserts: [], deletes: [] }): Promise<KeywordFileChanges> {
  if (oldTree === newTree) return out;
  const [before, after] = await Promise.all([handle.tree(oldTree), handle.tree(newTree)]);
  const old = new Map(before.map((e) => [e.name, e]));
  const pending: Promise<unknown>[] = [];
  for (const entry of after) {
    const path = join(prefix, entry.name);
    const prev = old.get(entry.name);
    old.delete(entry.name);
    if (prev && prev.oid === entry.oid && prev.mode === entry.mode) continue;
    const wasTree = prev !== undefined && isTreeMode(prev.mode);
    if (isTreeMode(entry.mode)) {
      if (wasTree) pending.push(diffTrees(handle, prev.oid, entry.oid, path, out));
      else {
        if (prev) out.deletes.push(path);
        pending.push(listFiles(handle, entry.oid, path).then((files) => files.forEach((blobSha, p) => out.upserts.push({ path: p, blobSha }))));
      }
      continue;
    }
    if (wasTree) pending.push(listFiles(handle, prev.oid, path).then((files) => out.deletes.push(...files.keys())));
    else if (prev) out.deletes.push(path);
    if (isFile(entry.mode)) out.upserts.push({ path, blobSha: entry.oid });
  }
  for (const [name, prev] of old) {
    const path = join(prefix, name);
    if (isTreeMode(prev.mode)) pending.push(listFiles(handle, prev.oid, path).then((files) => out.deletes.push(...files.keys())));
    else out.deletes.push(path);
  }
  await Promise.all(pending);
  return out;
}
