/**
 * The mounted trees, made real in the workspace's file system one folder at a time: a folder's entries are
 * created when something first looks inside it (a path below it, a listing), so start-up costs the same on a
 * 30-file repository and a 30,000-file one. Operations that act on a whole subtree (rm, mv, cp, a full path walk)
 * first make that subtree real, so they see every file. File contents stay lazy either way: a blob is read on a
 * file's first read.
 */
import type { InMemoryFs } from 'just-bash';
import type { MountedFile } from './protocol.js';

interface Entry {
  name: string;
  /** null for a folder */
  file: MountedFile | null;
}

/**
 * A tree's folders and their entries, by folder path relative to the tree's root ('' is the root). Built once
 * per tree and never changed, so a thread keeps it for the next run over the same tree.
 */
export type FolderIndex = ReadonlyMap<string, readonly Entry[]>;

export function indexFolders(files: readonly MountedFile[]): FolderIndex {
  const folders = new Map<string, Entry[]>();
  const folder = (dir: string): Entry[] => {
    let entries = folders.get(dir);
    if (entries) return entries;
    entries = [];
    folders.set(dir, entries);
    if (dir !== '') {
      const slash = dir.lastIndexOf('/');
      folder(slash < 0 ? '' : dir.slice(0, slash)).push({ name: dir.slice(slash + 1), file: null });
    }
    return entries;
  };
  folder('');
  for (const file of files) {
    const slash = file.path.lastIndexOf('/');
    folder(slash < 0 ? '' : file.path.slice(0, slash)).push({ name: file.path.slice(slash + 1), file });
  }
  return folders;
}

export type BlobLoader = (mount: number, oid: string) => Promise<Uint8Array>;

interface TreeMount {
  /** Absolute folder without the trailing slash: '' for a repository mounted at '/'. */
  root: string;
  index: FolderIndex;
}

export class LazyTree {
  readonly #mounts: TreeMount[];
  /** Folders made real (absolute paths without a trailing slash; '' is the workspace root). */
  readonly #revealed = new Set<string>();
  /** Files whose content has not been asked for yet: the candidates for reading ahead. */
  readonly #unread = new Map<string, { mount: number; oid: string }>();
  /** Paths a command created, removed, moved or copied to: folders around them list from the file system. */
  readonly #touched = new Set<string>();

  constructor(
    private readonly fs: InMemoryFs,
    mounts: Array<{ root: string; index: FolderIndex }>,
    private readonly load: BlobLoader,
  ) {
    this.#mounts = mounts.map(({ root, index }) => ({ root: root.replace(/\/$/, ''), index }));
    for (const mount of this.#mounts) if (mount.root !== '') fs.mkdirSync(mount.root, { recursive: true });
  }

  /** The mount a folder belongs to and its entries there, or null for a folder no tree has. */
  #entries(dir: string): { mount: number; entries: readonly Entry[] } | null {
    for (const [mount, { root, index }] of this.#mounts.entries()) {
      let rel: string | null = null;
      if (root === '') rel = dir === '' ? '' : dir.slice(1);
      else if (dir === root) rel = '';
      else if (dir.startsWith(`${root}/`)) rel = dir.slice(root.length + 1);
      if (rel === null) continue;
      const entries = index.get(rel);
      return entries ? { mount, entries } : null;
    }
    return null;
  }

  #reveal(dir: string): void {
    if (this.#revealed.has(dir)) return;
    this.#revealed.add(dir);
    const found = this.#entries(dir);
    if (!found) return;
    for (const entry of found.entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.file === null) {
        this.fs.mkdirSync(path, { recursive: true });
        continue;
      }
      const { oid, mode, data } = entry.file;
      const options = { mode: mode === '100755' ? 0o755 : 0o644 };
      // contents the caller sent along (read in one batch on its side) need no round trip
      if (data) this.fs.writeFileLazy(path, () => Promise.resolve(data), options);
      else {
        const mount = found.mount;
        this.#unread.set(path, { mount, oid });
        this.fs.writeFileLazy(path, () => (this.#unread.delete(path), this.load(mount, oid)), options);
      }
    }
  }

  /** Makes real every folder on the way to `path`, and `path` itself when it is a folder. */
  reveal(path: string): void {
    const normal = normalize(path);
    this.#reveal('');
    let at = 0;
    while (at >= 0) {
      at = normal.indexOf('/', at + 1);
      this.#reveal(at < 0 ? normal : normal.slice(0, at));
    }
  }

  /** Makes real the whole subtree at `path` (everything, for '/'). */
  revealAll(path: string): void {
    const normal = normalize(path);
    this.reveal(normal);
    const prefix = normal === '' ? '' : `${normal}/`;
    const below: string[] = [];
    for (const { root, index } of this.#mounts) {
      for (const rel of index.keys()) {
        const dir = rel === '' ? root : `${root}/${rel}`;
        if (prefix === '' || dir.startsWith(prefix)) below.push(dir);
      }
    }
    for (const dir of below.sort()) this.reveal(dir);
  }

  /** Remembers a path a command changed the shape of the tree at (created, removed, moved, copied). */
  touch(path: string): void {
    this.#touched.add(normalize(path));
  }

  /**
   * A folder's entries, sorted by name, when they are still exactly the tree's: the file system's own listing
   * scans every path it holds, which made walking a large tree quadratic. Null when the folder is not from the
   * tree or a change may have reached it; the caller then asks the file system.
   */
  listing(path: string): Array<{ name: string; isFile: boolean; isDirectory: boolean; isSymbolicLink: boolean }> | null {
    const dir = normalize(path);
    this.reveal(dir);
    const found = this.#entries(dir);
    if (!found) return null;
    for (const touched of this.#touched) {
      if (touched === dir || touched.startsWith(`${dir}/`) || dir.startsWith(`${touched}/`)) return null;
    }
    return found.entries
      .map((e) => ({ name: e.name, isFile: e.file !== null, isDirectory: e.file === null, isSymbolicLink: false }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Of these paths, the files whose contents have not been read yet, with the blob each loads from. */
  unread(paths: string[]): Array<{ mount: number; oid: string }> {
    return paths.flatMap((path) => this.#unread.get(path) ?? []);
  }
}

/** '/a/./b/../c/' → '/a/c'; the root is '' (see `absolutePath` for '/'). */
export function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}

/** '/a/./b/../c/' → '/a/c'; the root is '/'. */
export function absolutePath(path: string): string {
  return normalize(path) || '/';
}
