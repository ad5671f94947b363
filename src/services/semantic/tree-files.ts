/** The regular files of a commit's tree (path, blob id), through the handle's tree walk: trees only, never a blob. */
import { MODE } from '../../git/objects/format.js';
import { walkFiles, type RepoHandle } from '../repository/index.js';

export interface TreeFile {
  path: string;
  blob: string;
}

/** `prefix` (a directory or path prefix) skips whole subtrees that cannot match. */
export async function treeFiles(handle: RepoHandle, rootTree: string, prefix: string | null = null): Promise<TreeFile[]> {
  const within = prefix ? (path: string, isFolder: boolean) => path.startsWith(prefix) || (isFolder && prefix.startsWith(`${path}/`)) : undefined;
  const files = await walkFiles(handle, rootTree, within);
  return files.filter((f) => f.mode === MODE.file || f.mode === MODE.executable).map((f) => ({ path: f.path, blob: f.oid }));
}
