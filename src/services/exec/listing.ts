/** Every file of a commit's tree (path, blob id, mode): symlinks load as files holding their target. */
import { walkFiles, type RepoHandle } from '../repository/index.js';
import type { MountedFile } from './protocol.js';

export function listFiles(handle: RepoHandle, rootTree: string): Promise<MountedFile[]> {
  return walkFiles(handle, rootTree);
}
