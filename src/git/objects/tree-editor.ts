/**
 * Editing a tree without a work tree or index: directories are loaded lazily as a change reaches them,
 * and only directories on changed paths are re-serialized. The result is the new root tree id plus the
 * new tree objects, ready to be written in one pack with the commit's blobs.
 */
import { AppError } from '../../domain/errors.js';
import { EMPTY_TREE_OID, formatTree, hashObject, MODE, type TreeEntry, type TreeMode } from './format.js';
import type { NewObject } from './pack-writer.js';

export type TreeReader = (oid: string) => Promise<TreeEntry[]>;

interface Dir {
  /** Entries by name; a sub-directory that has been opened carries its Dir. */
  entries: Map<string, { mode: TreeMode; oid: string; dir?: Dir }>;
  dirty: boolean;
}

export interface FileEntry {
  mode: TreeMode;
  oid: string;
}

class PathConflictError extends AppError {
  constructor(message: string) {
    super('UNPROCESSABLE', message);
    this.name = 'PathConflictError';
  }
}

const isTree = (mode: string) => mode === MODE.tree;

export class TreeEditor {
  #root: Dir | null = null;

  constructor(
    private readonly rootOid: string | null,
    private readonly read: TreeReader,
  ) {}

  async #load(oid: string | null): Promise<Dir> {
    const entries = new Map<string, { mode: TreeMode; oid: string; dir?: Dir }>();
    if (oid && oid !== EMPTY_TREE_OID) for (const e of await this.read(oid)) entries.set(e.name, { mode: e.mode, oid: e.oid });
    return { entries, dirty: false };
  }

  async #rootDir(): Promise<Dir> {
    this.#root ??= await this.#load(this.rootOid);
    return this.#root;
  }

  /** The directory holding `parts` (all but the last), creating missing ones when `create` is set. */
  async #parent(parts: string[], create: boolean): Promise<Dir | null> {
    let dir = await this.#rootDir();
    for (let i = 0; i < parts.length - 1; i++) {
      const name = parts[i]!;
      let entry = dir.entries.get(name);
      if (entry && !isTree(entry.mode)) {
        if (!create) return null;
        throw new PathConflictError(`'${parts.slice(0, i + 1).join('/')}' is a file, so '${parts.join('/')}' cannot be created`);
      }
      if (!entry) {
        if (!create) return null;
        entry = { mode: MODE.tree, oid: EMPTY_TREE_OID, dir: { entries: new Map(), dirty: true } };
        dir.entries.set(name, entry);
        dir.dirty = true;
      }
      entry.dir ??= await this.#load(entry.oid);
      dir = entry.dir;
    }
    return dir;
  }

  /** The file at `path`, or null (also when the path is a directory). */
  async get(path: string): Promise<FileEntry | null> {
    const parts = path.split('/');
    const dir = await this.#parent(parts, false);
    const entry = dir?.entries.get(parts[parts.length - 1]!);
    return entry && !isTree(entry.mode) ? { mode: entry.mode, oid: entry.oid } : null;
  }

  async set(path: string, file: FileEntry): Promise<void> {
    const parts = path.split('/');
    const dir = (await this.#parent(parts, true))!;
    const name = parts[parts.length - 1]!;
    const existing = dir.entries.get(name);
    if (existing && isTree(existing.mode)) throw new PathConflictError(`'${path}' is a directory`);
    dir.entries.set(name, { mode: file.mode, oid: file.oid });
    this.#markDirty(parts);
    dir.dirty = true;
  }

  /** Removes the file at `path`; false when there is no such file. */
  async remove(path: string): Promise<boolean> {
    const parts = path.split('/');
    const dir = await this.#parent(parts, false);
    const name = parts[parts.length - 1]!;
    const entry = dir?.entries.get(name);
    if (!dir || !entry || isTree(entry.mode)) return false;
    dir.entries.delete(name);
    dir.dirty = true;
    this.#markDirty(parts);
    return true;
  }

  /** Marks every directory on the way to `parts` dirty (they were all opened by #parent). */
  #markDirty(parts: string[]): void {
    let dir = this.#root;
    for (let i = 0; dir && i < parts.length - 1; i++) {
      dir.dirty = true;
      dir = dir.entries.get(parts[i]!)?.dir ?? null;
    }
  }

  /** Serializes changed directories bottom-up. Empty directories disappear, as in git. */
  async write(): Promise<{ root: string; objects: NewObject[] }> {
    const objects: NewObject[] = [];
    const root = await this.#rootDir();
    if (!root.dirty) return { root: this.rootOid ?? EMPTY_TREE_OID, objects };
    const oid = this.#write(root, objects) ?? EMPTY_TREE_OID;
    if (oid === EMPTY_TREE_OID) objects.push({ type: 'tree', data: Buffer.alloc(0) });
    return { root: oid, objects };
  }

  #write(dir: Dir, objects: NewObject[]): string | null {
    const entries: TreeEntry[] = [];
    for (const [name, entry] of dir.entries) {
      let oid: string | null = entry.oid;
      if (entry.dir?.dirty) oid = this.#write(entry.dir, objects);
      if (oid !== null) entries.push({ mode: entry.mode, name, oid });
    }
    if (entries.length === 0) return null;
    const data = formatTree(entries);
    objects.push({ type: 'tree', data });
    return hashObject('tree', data);
  }
}
