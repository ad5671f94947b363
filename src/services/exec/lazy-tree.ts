/**
 * The mounted trees, made real in the workspace's file system one folder at a time: a folder's entries are
 * created when something first looks inside it (a path below it, a listing), so start-up costs the same on a
 * 30-file repository and a 30,000-file one. Operations that act on a whole subtree (rm, mv, cp, a full path walk)
 * first make that subtree real, so they see every file. File contents stay lazy either way: a blob is read on a
 * file's first read.
 */
import type { InMemoryFs } from 'just-bash';
import type { Mount } from './protocol.js';

interface Entry {
  name: string;
  /** null for a folder */
  file: { mount: number; oid: string; mode: string; data?: Uint8Array | undefined } | null;
}

export type BlobLoader = (mount: number, oid: string) => Promise<Uint8Array>;

export class LazyTree {
  /** Folders not made real yet, with their entries (absolute paths, no trailing slash; '' is the root). */
  readonly #pending = new Map<string, Entry[]>();
  /** Files whose content has not been asked for yet: the candidates for reading ahead. */
  readonly #unread = new Map<string, { mount: number; oid: string }>();
  /** Folders made real, with the entries they were made with: listings answered without a scan (see `listing`). */
  readonly #revealed = new Map<string, Entry[]>();
  /** Paths a command created, removed, moved or copied to: folders around them list from the file system. */
  readonly #touched = new Set<string>();

  constructor(
    private readonly fs: InMemoryFs,
    mounts: Mount[],
    private readonly load: BlobLoader,
  ) {
    mounts.forEach((mount, index) => {
      const root = mount.root.slice(0, -1); // '/' → '', '/app/' → '/app'
      if (root !== '') fs.mkdirSync(root, { recursive: true });
      for (const file of mount.files) {
        const slash = file.path.lastIndexOf('/');
        const dir = slash < 0 ? root : `${root}/${file.path.slice(0, slash)}`;
        this.#folder(dir, root).push({ name: file.path.slice(slash + 1), file: { mount: index, oid: file.oid, mode: file.mode, data: file.data } });
      }
    });
  }

  /** The entry list of a pending folder, creating it (and its parents up to the mount root) on first use. */
  #folder(dir: string, root: string): Entry[] {
    let entries = this.#pending.get(dir);
    if (entries) return entries;
    entries = [];
    this.#pending.set(dir, entries);
    if (dir !== root) {
      const slash = dir.lastIndexOf('/');
      this.#folder(dir.slice(0, slash), root).push({ name: dir.slice(slash + 1), file: null });
    }
    return entries;
  }

  #reveal(dir: string): void {
    const entries = this.#pending.get(dir);
    if (!entries) return;
    this.#pending.delete(dir);
    this.#revealed.set(dir, entries);
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.file === null) {
        this.fs.mkdirSync(path, { recursive: true });
        continue;
      }
      const { mount, oid, mode, data } = entry.file;
      const options = { mode: mode === '100755' ? 0o755 : 0o644 };
      // contents the caller sent along (read in one batch on its side) need no round trip
      if (data) this.fs.writeFileLazy(path, () => Promise.resolve(data), options);
      else {
        this.#unread.set(path, { mount, oid });
        this.fs.writeFileLazy(path, () => (this.#unread.delete(path), this.load(mount, oid)), options);
      }
    }
  }

  /** Makes real every folder on the way to `path`, and `path` itself when it is a folder. */
  reveal(path: string): void {
    if (this.#pending.size === 0) return;
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
    if (this.#pending.size === 0) return;
    const normal = normalize(path);
    this.reveal(normal);
    const prefix = normal === '' ? '' : `${normal}/`;
    for (const dir of [...this.#pending.keys()].sort()) {
      if (prefix === '' || dir.startsWith(prefix)) this.#reveal(dir);
    }
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
    const entries = this.#revealed.get(dir);
    if (!entries) return null;
    for (const touched of this.#touched) {
      if (touched === dir || touched.startsWith(`${dir}/`) || dir.startsWith(`${touched}/`)) return null;
    }
    return entries
      .map((e) => ({ name: e.name, isFile: e.file !== null, isDirectory: e.file === null, isSymbolicLink: false }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Of these paths, the files whose contents have not been read yet, with the blob each loads from. */
  unread(paths: string[]): Array<{ mount: number; oid: string }> {
    return paths.flatMap((path) => this.#unread.get(path) ?? []);
  }
}

/** '/a/./b/../c/' → '/a/c'; the root is ''. */
export function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}
