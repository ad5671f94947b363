/** Every file of a commit's tree (path, blob id, mode), read level by level: trees only, never a blob. */
import { MODE } from '../../git/objects/format.js';
import type { RepoHandle } from '../repository/index.js';
import type { MountedFile } from './protocol.js';

export async function listFiles(handle: RepoHandle, rootTree: string): Promise<MountedFile[]> {
  const files: MountedFile[] = [];
  let level: Array<{ oid: string; dir: string }> = [{ oid: rootTree, dir: '' }];
  while (level.length > 0) {
    const trees = await Promise.all(level.map((t) => handle.tree(t.oid)));
    const next: typeof level = [];
    trees.forEach((entries, i) => {
      const { dir } = level[i]!;
      for (const entry of entries) {
        const path = dir + entry.name;
        if (entry.mode === MODE.tree) next.push({ oid: entry.oid, dir: `${path}/` });
        // submodules (gitlinks) have no content here; symlinks load as files holding their target
        else if (entry.mode !== MODE.gitlink) files.push({ path, oid: entry.oid, mode: entry.mode });
      }
    });
    level = next;
  }
  return files;
}
