/** The workspace's file system and what the command changed in it, per mounted repository. */
import type { IFileSystem, InMemoryFs } from 'just-bash';
import { absolutePath, type LazyTree } from './lazy-tree.js';
import type { Mount, WorkspaceChange } from './protocol.js';

/** Devices the shell may write to or read from; they are not files of the repository. */
const DEVICES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

/** Calls that act on a whole subtree: the lazy tree makes it real first, so they see every file below. */
const SUBTREE = new Set(['rm', 'mv', 'cp']);

/** Calls that can change which entries a folder has (every path argument counts). */
const RESHAPING = new Set(['writeFile', 'appendFile', 'mkdir', 'rm', 'mv', 'cp', 'symlink', 'link']);

/** File-system calls that can change content; their path arguments are remembered as dirty. */
const MUTATING: Record<string, number[]> = { writeFile: [0], appendFile: [0], rm: [0], mv: [0, 1], cp: [1], chmod: [0], symlink: [1], link: [1] };

export interface MountStatus {
  root: string;
  /** Paths relative to the mount root with their base blob (null when added) and state. */
  entries: Array<{ path: string; base: string | null; state: 'added' | 'modified' | 'deleted' }>;
}

export class Workspace {
  readonly #dirty = new Set<string>();
  #baseMaps: Array<Map<string, string>> | null = null;

  constructor(
    readonly fs: InMemoryFs,
    readonly mounts: Mount[],
    private readonly tree: LazyTree,
  ) {}

  /** Each mount's base blob by path; built only when a command wrote something (most do not). */
  get #bases(): Array<Map<string, string>> {
    this.#baseMaps ??= this.mounts.map((mount) => new Map(mount.files.map((file) => [file.path, file.oid])));
    return this.#baseMaps;
  }

  /** The file system handed to the shell: the same one, remembering which paths writes went to. */
  tracking(): IFileSystem {
    const dirty = this.#dirty;
    const tree = this.tree;
    return new Proxy(this.fs, {
      get(target, key, receiver) {
        // without the synchronous setup calls the shell adds no /bin, /usr, /dev or /proc beside the repository
        if (key === 'mkdirSync' || key === 'writeFileSync') return undefined;
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const positions = typeof key === 'string' ? MUTATING[key] : undefined;
        if (key === 'writeFile' || key === 'appendFile') {
          return (...args: unknown[]) => (DEVICES.has(absolutePath(String(args[0]))) ? Promise.resolve() : track(args));
        }
        if (key === 'readdir' || key === 'readdirWithFileTypes') {
          return (...args: unknown[]) => {
            const listed = typeof args[0] === 'string' ? tree.listing(args[0]) : null;
            if (!listed) return track(args);
            return Promise.resolve(key === 'readdir' ? listed.map((e) => e.name) : listed);
          };
        }
        if (key === 'readFile' || key === 'readFileBuffer') {
          return (...args: unknown[]) => (absolutePath(String(args[0])) === '/dev/null' ? Promise.resolve(key === 'readFile' ? '' : new Uint8Array(0)) : track(args));
        }
        return (...args: unknown[]) => track(args);
        function track(args: unknown[]): unknown {
          if (key === 'getAllPaths') tree.revealAll('/');
          else if (typeof key === 'string' && SUBTREE.has(key) && typeof args[0] === 'string') tree.revealAll(args[0]);
          for (const arg of args) if (typeof arg === 'string' && arg.startsWith('/')) tree.reveal(arg);
          if (typeof key === 'string' && RESHAPING.has(key)) for (const arg of args) if (typeof arg === 'string') tree.touch(arg);
          for (const i of positions ?? []) if (typeof args[i] === 'string') dirty.add(absolutePath(args[i] as string));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        }
      },
    }) as IFileSystem;
  }

  /** Called once the shell is set up: what it wrote while starting is not the command's work. */
  sealSystem(): void {
    this.#dirty.clear();
  }

  #isDirty(path: string): boolean {
    for (const p of this.#dirty) if (path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)) return true;
    return false;
  }

  /**
   * Files below the paths the command wrote, moved or removed, and whether each is a file now. Only those can
   * differ from the base, so a command that writes nothing costs no walk over the workspace.
   */
  async #touchedFiles(): Promise<Set<string>> {
    const files = new Set<string>();
    if (this.#dirty.size === 0) return files;
    for (const path of this.fs.getAllPaths()) {
      if (!this.#isDirty(path)) continue;
      const stat = await this.fs.lstat(path).catch(() => null);
      if (stat && !stat.isDirectory) files.add(path);
    }
    return files;
  }

  /** Added, modified (content differs from the base blob) and deleted files of each mount. */
  async status(hash: (type: 'blob', data: Uint8Array) => string): Promise<MountStatus[]> {
    const current = await this.#touchedFiles();
    return Promise.all(
      this.mounts.map(async (mount, index) => {
        const base = this.#bases[index]!;
        const entries: MountStatus['entries'] = [];
        for (const full of current) {
          if (!full.startsWith(mount.root)) continue;
          const path = full.slice(mount.root.length);
          const oid = base.get(path);
          if (oid === undefined) entries.push({ path, base: null, state: 'added' });
          else if (hash('blob', await this.fs.readFileBuffer(full)) !== oid) {
            entries.push({ path, base: oid, state: 'modified' });
          }
        }
        if (this.#dirty.size > 0) {
          for (const [path, oid] of base) {
            const full = mount.root + path;
            if (this.#isDirty(full) && !current.has(full)) entries.push({ path, base: oid, state: 'deleted' });
          }
        }
        entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        return { root: mount.root, entries };
      }),
    );
  }

  async changes(hash: (type: 'blob', data: Uint8Array) => string): Promise<WorkspaceChange[]> {
    const out: WorkspaceChange[] = [];
    const statuses = await this.status(hash);
    for (const [mount, status] of statuses.entries()) {
      for (const entry of status.entries) {
        if (entry.state === 'deleted') out.push({ mount, path: entry.path, action: 'delete' });
        else out.push({ mount, path: entry.path, action: 'create', added: entry.state === 'added', bytes: await this.fs.readFileBuffer(status.root + entry.path) });
      }
    }
    return out;
  }
}
