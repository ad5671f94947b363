/** The files of a commit's tree (path, blob id), read level by level through the handle: trees only, never a blob. */
import { MODE } from '../../git/objects/format.js';
import type { RepoHandle } from '../repository/index.js';

export interface TreeFile {
  path: string;
  blob: string;
}

/** `prefix` (a directory or path prefix) skips whole subtrees that cannot match. */
export async function treeFiles(handle: RepoHandle, rootTree: string, prefix: string | null = null): Promise<TreeFile[]> {
  const files: TreeFile[] = [];
  let level: Array<{ oid: string; dir: string }> = [{ oid: rootTree, dir: '' }];
  const within = (path: string, isDir: boolean) =>
    !prefix || path.startsWith(prefix) || (isDir && prefix.startsWith(`${path}/`));
  while (level.length > 0) {
    const trees = await Promise.all(level.map((t) => handle.tree(t.oid)));
    const next: typeof level = [];
    trees.forEach((entries, i) => {
      const { dir } = level[i]!;
      for (const entry of entries) {
        const path = dir + entry.name;
        if (entry.mode === MODE.tree) {
          if (within(path, true)) next.push({ oid: entry.oid, dir: `${path}/` });
        } else if ((entry.mode === MODE.file || entry.mode === MODE.executable) && within(path, false)) {
          files.push({ path, blob: entry.oid });
        }
      }
    });
    level = next;
  }
  return files;
}
