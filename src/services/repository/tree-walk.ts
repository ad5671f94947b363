/** Every file of a commit's tree, read level by level through the handle: trees only, never a blob. */
import { MODE } from '../../git/objects/format.js';
import type { RepoHandle } from './handle.js';

export interface WalkedFile {
  path: string;
  oid: string;
  mode: string;
}

/**
 * Files (and symlinks) below `rootTree`; submodules have no content here and are left out. `within` (given a path
 * and whether it is a folder) prunes whole subtrees, e.g. for a path prefix.
 */
export async function walkFiles(handle: RepoHandle, rootTree: string, within?: (path: string, isFolder: boolean) => boolean): Promise<WalkedFile[]> {
  const files: WalkedFile[] = [];
  let level: Array<{ oid: string; dir: string }> = [{ oid: rootTree, dir: '' }];
  while (level.length > 0) {
    const trees = await Promise.all(level.map((t) => handle.tree(t.oid)));
    const next: typeof level = [];
    trees.forEach((entries, i) => {
      const { dir } = level[i]!;
      for (const entry of entries) {
        const path = dir + entry.name;
        if (entry.mode === MODE.tree) {
          if (!within || within(path, true)) next.push({ oid: entry.oid, dir: `${path}/` });
        } else if (entry.mode !== MODE.gitlink && (!within || within(path, false))) {
          files.push({ path, oid: entry.oid, mode: entry.mode });
        }
      }
    });
    level = next;
  }
  return files;
}
