/** The commit's file listing (read once per search) indexed for the tools: files, folders and their children. */
import type { MountedFile } from '../exec/index.js';

export interface Folder {
  folders: string[];
  files: string[];
  /** Files anywhere below. */
  fileCount: number;
}

export class TreeIndex {
  readonly files = new Map<string, MountedFile>();
  /** '' is the root. */
  readonly folders = new Map<string, Folder>();

  constructor(readonly listing: MountedFile[]) {
    this.folders.set('', { folders: [], files: [], fileCount: 0 });
    for (const file of listing) {
      this.files.set(file.path, file);
      let dir = parentOf(file.path);
      this.#folder(dir).files.push(file.path);
      for (;;) {
        this.folders.get(dir)!.fileCount++;
        if (dir === '') break;
        dir = parentOf(dir);
      }
    }
    for (const folder of this.folders.values()) {
      folder.folders.sort();
      folder.files.sort();
    }
  }

  #folder(path: string): Folder {
    let folder = this.folders.get(path);
    if (!folder) {
      folder = { folders: [], files: [], fileCount: 0 };
      this.folders.set(path, folder);
      this.#folder(parentOf(path)).folders.push(path);
    }
    return folder;
  }

  /** Files at or below a folder (or the file itself), in path order. */
  filesUnder(path: string): string[] {
    if (this.files.has(path)) return [path];
    if (path === '') return [...this.files.keys()].sort();
    const prefix = `${path}/`;
    return [...this.files.keys()].filter((p) => p.startsWith(prefix)).sort();
  }

  /** Up to `max` existing file paths named like the last segment of `path` (same name first, then similar stems). */
  similar(path: string, max = 5): string[] {
    const name = baseName(path).toLowerCase();
    const stem = stemOf(name);
    if (stem.length < 3) return [];
    const paths = [...this.files.keys()];
    const exact = paths.filter((p) => baseName(p).toLowerCase() === name);
    const near = paths.filter((p) => {
      if (exact.includes(p)) return false;
      const other = stemOf(baseName(p).toLowerCase());
      return other.length >= 3 && (other.includes(stem) || stem.includes(other));
    });
    return [...exact, ...near].slice(0, max);
  }
}

/** A file name without its last extension: 'server.test.ts' → 'server.test'. */
function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * A path as models write it, relative to the repository root: a leading '/' or './' and a trailing '/' are
 * dropped, '.' is the root. Null when it climbs out ('..').
 */
export function normalizeToolPath(raw: string): string | null {
  const parts: string[] = [];
  for (const part of raw.trim().split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return null;
    parts.push(part);
  }
  return parts.join('/');
}
