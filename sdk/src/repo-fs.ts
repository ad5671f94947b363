import { errorFrom, expectOk, type GroveApi } from './client.js';
import type { components } from './openapi.js';
import { ndjson, serverSentEvents } from './streams.js';

type Schemas = components['schemas'];
export type TreeEntry = Schemas['TreeEntry'];
export type ExecResult = Schemas['ExecResult'];
export type CreatedCommit = Schemas['CreatedCommit'];
type ExecRequest = Schemas['ExecRequest'];
type FileChange = Schemas['FileChange'];

/** What `write` does to one path: new content (text or bytes), or `null` to delete the file. */
export type WriteContent = string | Uint8Array | null;

export interface WriteOptions {
  message: string;
  author?: { name: string; email: string };
  /** Compare-and-swap: the commit the branch must still be at (409 GroveError otherwise). */
  expectedHead?: string;
}

export interface ExecOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Commit what the command changed to the branch, with this message. */
  commit?: { message: string; author?: { name: string; email: string } };
  preApply?: ExecRequest['pre_apply_changes'];
}

export type PrefetchLine =
  | { type: 'file'; path: string; sha: string; size: number; mode: string; encoding: 'utf-8' | 'base64'; content: string }
  | { type: 'skipped'; path: string; sha: string; size: number; mode: string; reason: 'blob_too_large' | 'total_exceeded' }
  | { type: 'summary'; ref: string; sha: string; matched: number; sent: number; skipped: number; bytes: number; truncated: boolean };

export type WatchEvent =
  | { type: 'connected'; sha: string | null; branch: string }
  | { type: 'commit'; sha: string; branch: string; ts: number };

/** A file read from the repository: text when it is UTF-8, bytes otherwise. */
export interface ReadFile {
  path: string;
  sha: string;
  size: number;
  text: string | null;
  bytes: Uint8Array;
}

const BATCH = 100; // SPEC's per-request cap of blobs/batch

/**
 * One repository seen as a file system at a branch (or a fixed ref for reads). Reads follow the branch tip as it
 * moves unless `ref` pins them; writes are commits on the branch.
 */
export class RepoFs {
  #defaultBranch: Promise<string> | null = null;

  constructor(
    private readonly api: GroveApi,
    /** `slug` or `namespace/slug`. */
    readonly repo: string,
    private readonly options: { branch?: string; ref?: string } = {},
  ) {}

  /** The branch writes go to: the one given, else the repository's default branch. */
  branch(): Promise<string> {
    if (this.options.branch) return Promise.resolve(this.options.branch);
    this.#defaultBranch ??= expectOk(this.api.GET('/v1/repos/{slug}', { params: { path: { slug: this.repo } } })).then(
      (repo) => repo.default_branch,
    );
    return this.#defaultBranch;
  }

  async #ref(): Promise<string> {
    return this.options.ref ?? (await this.branch());
  }

  /** A file's text (UTF-8). Throws GroveError 404 when the path is not a file at the ref. */
  async read(path: string): Promise<string> {
    return new TextDecoder().decode(await this.readBytes(path));
  }

  async readBytes(path: string): Promise<Uint8Array> {
    const { response } = await this.api.GET('/v1/repos/{slug}/raw/{ref}/{path}', {
      params: { path: { slug: this.repo, ref: await this.#ref(), path } },
      parseAs: 'stream',
    });
    if (!response.ok) throw await errorFrom(response);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** Many files in few round trips (blobs/batch, 100 per request). Paths that are not files come back as null. */
  async readMany(paths: string[]): Promise<Map<string, ReadFile | null>> {
    const ref = await this.#ref();
    const found = new Map<string, ReadFile | null>(paths.map((p) => [p, null]));
    for (let i = 0; i < paths.length; i += BATCH) {
      const batch = await expectOk(
        this.api.POST('/v1/repos/{slug}/blobs/batch', {
          params: { path: { slug: this.repo } },
          body: { ref, paths: paths.slice(i, i + BATCH), encoding: 'auto' },
        }),
      );
      for (const blob of batch.blobs) {
        if (blob.content === undefined) continue; // over the size limit: read it alone with readBytes
        const bytes = blob.encoding === 'base64' ? fromBase64(blob.content) : new TextEncoder().encode(blob.content);
        const text = blob.encoding === 'base64' ? null : blob.content;
        found.set(blob.path, { path: blob.path, sha: blob.sha, size: blob.size, text, bytes });
      }
    }
    return found;
  }

  /** The entries of a folder ('' for the root); `recursive` lists everything below it. */
  async list(path = '', options: { recursive?: boolean } = {}): Promise<TreeEntry[]> {
    const ref = await this.#ref();
    const query = options.recursive ? { recursive: true } : {};
    const tree = path
      ? await expectOk(this.api.GET('/v1/repos/{slug}/tree/{ref}/{path}', { params: { path: { slug: this.repo, ref, path }, query } }))
      : await expectOk(this.api.GET('/v1/repos/{slug}/tree/{ref}', { params: { path: { slug: this.repo, ref }, query } }));
    return tree.items;
  }

  /** Whether a file or folder exists at the path. */
  async exists(path: string): Promise<boolean> {
    const slash = path.lastIndexOf('/');
    try {
      const entries = await this.list(slash < 0 ? '' : path.slice(0, slash));
      return entries.some((e) => e.path === path);
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 404) return false;
      throw error;
    }
  }

  /** One commit on the branch writing and deleting files (`null` deletes). Returns the new commit. */
  async write(files: Record<string, WriteContent>, options: WriteOptions): Promise<CreatedCommit> {
    const changes: FileChange[] = Object.entries(files).map(([path, content]) => {
      if (content === null) return { path, action: 'delete' };
      if (typeof content === 'string') return { path, content };
      return { path, content: toBase64(content), encoding: 'base64' };
    });
    return expectOk(
      this.api.POST('/v1/repos/{slug}/commits', {
        params: { path: { slug: this.repo } },
        body: {
          branch: await this.branch(),
          message: options.message,
          changes,
          ...(options.author ? { author: options.author } : {}),
          ...(options.expectedHead ? { parent_sha: options.expectedHead } : {}),
        },
      }),
    );
  }

  /** Runs a shell command over the repository (read-only unless `commit` is given). */
  async exec(command: string, options: ExecOptions = {}): Promise<ExecResult> {
    const body: ExecRequest = { command };
    if (this.options.ref && !options.commit) body.ref = this.options.ref;
    else body.branch = await this.branch();
    if (options.cwd) body.cwd = options.cwd;
    if (options.env) body.env = options.env;
    if (options.preApply) body.pre_apply_changes = options.preApply;
    if (options.commit) {
      body.commit = true;
      body.commit_message = options.commit.message;
      if (options.commit.author) body.author = options.commit.author;
    }
    return expectOk(this.api.POST('/v1/repos/{slug}/exec', { params: { path: { slug: this.repo } }, body }));
  }

  /** Streams every file matching the globs (NDJSON), ending with a summary line. */
  async *prefetch(globs: string[], options: { maxBlobBytes?: number; maxTotalBytes?: number } = {}): AsyncGenerator<PrefetchLine> {
    const { response } = await this.api.POST('/v1/repos/{slug}/prefetch', {
      params: { path: { slug: this.repo } },
      body: {
        globs,
        ref: await this.#ref(),
        ...(options.maxBlobBytes ? { max_blob_bytes: options.maxBlobBytes } : {}),
        ...(options.maxTotalBytes ? { max_total_bytes: options.maxTotalBytes } : {}),
      },
      parseAs: 'stream',
    });
    if (!response.ok || !response.body) throw await errorFrom(response);
    yield* ndjson<PrefetchLine>(response.body);
  }

  /**
   * The branch's tip moves, as they happen: `connected` once with the current tip, then `commit` on every move.
   * The server ends each connection after about 25 s (`rotate`); this reconnects on its own until `signal` aborts,
   * and a tip that moved between two connections is reported as a `commit` too, so no move is lost in the gap.
   */
  async *watch(options: { signal?: AbortSignal } = {}): AsyncGenerator<WatchEvent> {
    const branch = await this.branch();
    let last: string | null | undefined; // undefined: not connected yet
    while (!options.signal?.aborted) {
      let response: Response;
      try {
        ({ response } = await this.api.GET('/v1/repos/{slug}/watch', {
          params: { path: { slug: this.repo }, query: { branch } },
          parseAs: 'stream',
          ...(options.signal ? { signal: options.signal } : {}),
        }));
      } catch (error) {
        if (options.signal?.aborted) return;
        throw error;
      }
      if (!response.ok || !response.body) throw await errorFrom(response);
      try {
        for await (const message of serverSentEvents(response.body)) {
          const data = JSON.parse(message.data) as Record<string, unknown>;
          if (message.event === 'connected') {
            const sha = (data.sha as string | null) ?? null;
            if (last === undefined) yield { type: 'connected', sha, branch: String(data.branch) };
            else if (sha !== last && sha !== null) yield { type: 'commit', sha, branch, ts: Date.now() };
            last = sha;
          } else if (message.event === 'commit') {
            last = String(data.sha);
            yield { type: 'commit', sha: last, branch: String(data.branch), ts: Number(data.ts) };
          } else if (message.event === 'rotate') {
            break;
          }
        }
      } catch (error) {
        if (options.signal?.aborted) return;
        throw error;
      }
    }
  }
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
