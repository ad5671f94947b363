/**
 * Large-file storage (SPEC "Large-file storage", the git-lfs batch, verify and locking APIs) at
 * `/<org>/[<namespace>/]<repo>.git/info/lfs/…`. Callers are admitted by the repository gate exactly as git smart
 * HTTP admits them (Basic credentials, public repositories readable anonymously); the bytes travel between the
 * client and the blob store over presigned addresses. An object belongs to a repository once its upload is
 * verified (SHA-256 and size), and from then on counts toward the organization's storage.
 */
import { createHash } from 'node:crypto';
import { AppError, forbidden, invalid, notFound } from '../../domain/errors.js';
import { lfsLimits } from '../../domain/plans.js';
import type { Org, Principal } from '../../domain/types.js';
import type { EventBus } from '../../domain/events.js';
import { objectKey, type BlobStore, type LocalTransfers, type TransferAction } from '../../infra/blob-store/index.js';
import type { Clock } from '../../infra/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import type { LfsLock, Store } from '../../store/index.js';
import type { BasicCredentials, IdentityService } from '../auth/index.js';
import type { OrgRepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import { parseBatch, parseCreateLock, parseLimit, parseUnlock, parseVerify, parseVerifyLocks, type BatchObject } from './requests.js';

export interface LfsDeps {
  gate: RepoGate;
  identity: IdentityService;
  usage: UsageService;
  store: Store;
  blobs: BlobStore;
  events: EventBus;
  clock: Clock;
  publicUrl: string;
  log: (message: string, error?: unknown) => void;
}

/** A caller admitted to a repository's large files. */
export interface LfsAccess {
  handle: RepoHandle;
  org: Org;
  principal: Principal | null;
  address: OrgRepoAddress;
  /** The Authorization header the client sent, handed back in `actions.verify.header`. */
  authorization: string | undefined;
}

interface ActionJson {
  href: string;
  header: Record<string, string>;
  expires_in: number;
}

export interface BatchObjectJson {
  oid: unknown;
  size: unknown;
  authenticated?: boolean;
  actions?: Record<string, ActionJson>;
  error?: { code: number; message: string };
}

export interface LockJson {
  id: string;
  path: string;
  locked_at: string;
  owner: { name: string };
}

/** A lock conflict answers 409 with the lock that is in the way (SPEC). */
export class LockConflict extends AppError {
  constructor(readonly lock: LockJson) {
    super('CONFLICT', `'${lock.path}' is already locked`);
  }
}

function lockJson(lock: LfsLock): LockJson {
  return { id: lock.id, path: lock.path, locked_at: lock.lockedAt, owner: { name: lock.ownerKeyId } };
}

function action(a: TransferAction): ActionJson {
  return { href: a.href, header: a.header, expires_in: a.expiresIn };
}

function failure(oid: unknown, size: unknown, code: 404 | 422 | 507, message: string): BatchObjectJson {
  return { oid, size, error: { code, message } };
}

function afterId(cursor: unknown): string | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  const decoded = typeof cursor === 'string' ? decodeCursor(cursor) : undefined;
  if (!decoded || typeof decoded.after !== 'string') throw invalid('cursor is not valid: pass next_cursor from the previous page');
  return decoded.after;
}

export class LfsService {
  constructor(private readonly deps: LfsDeps) {
    // a deleted repository's objects go with it (the rows go by cascade)
    deps.events.subscribe((event) => {
      if (event.type === 'repo.deleted') {
        deps.blobs.deleteRepository(event.repoId).catch((error: unknown) => deps.log('lfs: could not remove a deleted repository’s objects', error));
      }
    });
  }

  /** The transfers Grove serves itself (disk store), or null when the store serves them. */
  get localTransfers(): LocalTransfers | null {
    return this.deps.blobs.local;
  }

  /** Identification and the repository gate, as for git smart HTTP: 401 / 403 / 404. */
  async open(credentials: BasicCredentials | null, authorization: string | undefined, address: OrgRepoAddress, need: 'read' | 'write'): Promise<LfsAccess> {
    const identity = await this.deps.identity.fromBasic(credentials, address.org);
    const { handle, org } = await this.deps.gate.openGit(identity, address, need);
    return { handle, org, principal: identity.principal, address, authorization };
  }

  /** What a batch needs before the body is trusted: write for upload, read otherwise. */
  static needOf(body: unknown): 'read' | 'write' {
    return (body as { operation?: unknown } | null)?.operation === 'upload' ? 'write' : 'read';
  }

  #key(access: LfsAccess, oid: string): string {
    return objectKey(access.handle.repo.id, oid);
  }

  #lfsUrl(access: LfsAccess): string {
    const { org, namespace, slug } = access.address;
    return `${this.deps.publicUrl}/${encodeURIComponent(org)}/${namespace ? `${encodeURIComponent(namespace)}/` : ''}${encodeURIComponent(slug)}.git/info/lfs`;
  }

  async batch(access: LfsAccess, body: unknown): Promise<{ transfer: 'basic'; objects: BatchObjectJson[]; hash_algo: 'sha256' }> {
    const request = parseBatch(body);
    const limits = lfsLimits(access.org.plan);
    if (request.items.length > limits.objectsPerBatch) {
      throw new AppError('UNPROCESSABLE', `too many objects in one batch: at most ${limits.objectsPerBatch} on this plan`);
    }
    const wanted = request.items.flatMap((i) => (i.ok ? [i.object.oid] : []));
    const held = await this.deps.store.lfs.findObjects(access.handle.repo.id, wanted);
    let left = request.operation === 'upload' ? await this.deps.usage.storageLeft(access.org) : null;
    const objects: BatchObjectJson[] = [];
    for (const item of request.items) {
      if (!item.ok) {
        objects.push(failure(item.oid, item.size, 422, item.message));
        continue;
      }
      const { oid, size } = item.object;
      const stored = held.get(oid);
      if (request.operation === 'download') {
        if (stored === undefined) objects.push(failure(oid, size, 404, 'object not found'));
        else objects.push({ oid, size: stored, authenticated: true, actions: { download: action(await this.deps.blobs.downloadAction(this.#key(access, oid), stored)) } });
        continue;
      }
      if (size > limits.maxObjectBytes) {
        objects.push(failure(oid, size, 422, `object too large: at most ${limits.maxObjectBytes} bytes on this plan`));
        continue;
      }
      if (stored !== undefined) {
        objects.push({ oid, size: stored }); // already here: no actions
        continue;
      }
      if (left !== null) {
        if (size > left) {
          objects.push(failure(oid, size, 507, 'storage quota exceeded: the free tier allows 1 GB'));
          continue;
        }
        left -= size;
      }
      const upload = await this.deps.blobs.uploadAction(this.#key(access, oid), size);
      const header: Record<string, string> = access.authorization ? { Authorization: access.authorization } : {};
      const verify: ActionJson = { href: `${this.#lfsUrl(access)}/verify`, header, expires_in: upload.expiresIn };
      objects.push({ oid, size, authenticated: true, actions: { upload: action(upload), verify } });
    }
    return { transfer: 'basic', objects, hash_algo: 'sha256' };
  }

  /** The verify callback: the object is in the store with this size (and hash) → recorded in the repository. */
  async verify(access: LfsAccess, body: unknown): Promise<void> {
    const { oid, size } = parseVerify(body);
    const key = this.#key(access, oid);
    const actual = await this.deps.blobs.size(key);
    if (actual === null) throw notFound('object');
    if (actual !== size) throw new AppError('UNPROCESSABLE', `size mismatch: the stored object has ${actual} bytes, not ${size}`);
    if (size > lfsLimits(access.org.plan).maxObjectBytes) {
      await this.deps.blobs.delete(key);
      throw new AppError('UNPROCESSABLE', 'object too large for this plan');
    }
    if (!this.deps.blobs.verifiesOnWrite && !(await this.#hashes(key, oid))) {
      await this.deps.blobs.delete(key);
      throw new AppError('UNPROCESSABLE', 'the stored bytes do not hash to the object id (SHA-256); upload it again');
    }
    await this.deps.store.lfs.recordObject(access.handle.repo.id, oid, size, new Date(this.deps.clock.now()).toISOString());
  }

  async #hashes(key: string, oid: string): Promise<boolean> {
    const hash = createHash('sha256');
    for await (const chunk of (await this.deps.blobs.read(key)) as AsyncIterable<Buffer>) hash.update(chunk);
    return hash.digest('hex') === oid;
  }

  // ---- locks ----

  #owner(access: LfsAccess): Principal {
    if (!access.principal) throw new AppError('UNAUTHORIZED', 'authentication required');
    return access.principal;
  }

  async createLock(access: LfsAccess, body: unknown): Promise<{ lock: LockJson }> {
    const { path, refName } = parseCreateLock(body);
    const principal = this.#owner(access);
    const now = this.deps.clock.now();
    const lock: LfsLock = { id: newId('lock', now), repoId: access.handle.repo.id, path, refName, ownerKeyId: principal.key.id, lockedAt: new Date(now).toISOString() };
    const result = await this.deps.store.lfs.createLock(lock);
    if (!result.created) throw new LockConflict(lockJson(result.lock));
    return { lock: lockJson(result.lock) };
  }

  async listLocks(access: LfsAccess, query: Record<string, unknown>): Promise<{ locks: LockJson[]; next_cursor: string | null }> {
    const limit = parseLimit(query.limit);
    const path = typeof query.path === 'string' && query.path !== '' ? query.path : undefined;
    const id = typeof query.id === 'string' && query.id !== '' ? query.id : undefined;
    const rows = await this.deps.store.lfs.listLocks(access.handle.repo.id, { path, id, afterId: afterId(query.cursor), limit: limit + 1 });
    return this.#page(rows, limit, (locks, next_cursor) => ({ locks, next_cursor }));
  }

  /** Locks of the calling key (ours) and of everyone else (theirs), one page of all locks at a time. */
  async verifyLocks(access: LfsAccess, body: unknown): Promise<{ ours: LockJson[]; theirs: LockJson[]; next_cursor: string | null }> {
    const { limit, cursor } = parseVerifyLocks(body);
    const principal = this.#owner(access);
    const rows = await this.deps.store.lfs.listLocks(access.handle.repo.id, { afterId: afterId(cursor), limit: limit + 1 });
    return this.#page(rows, limit, (locks, next_cursor) => ({
      ours: locks.filter((l) => l.owner.name === principal.key.id),
      theirs: locks.filter((l) => l.owner.name !== principal.key.id),
      next_cursor,
    }));
  }

  #page<T>(rows: LfsLock[], limit: number, shape: (locks: LockJson[], next: string | null) => T): T {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return shape(page.map(lockJson), rows.length > limit && last ? encodeCursor({ after: last.id }) : null);
  }

  /** Unlock: the owner may; anyone else only with `force` and the master key (SPEC). */
  async unlock(access: LfsAccess, id: string, body: unknown): Promise<{ lock: LockJson }> {
    const { force } = parseUnlock(body);
    const principal = this.#owner(access);
    const lock = await this.deps.store.lfs.getLock(access.handle.repo.id, id);
    if (!lock) throw notFound('lock');
    if (lock.ownerKeyId !== principal.key.id) {
      if (!force) throw forbidden('this lock belongs to another key: unlocking it needs force and the master key');
      if (principal.key.kind !== 'master') throw forbidden('force-unlocking another key’s lock needs the master key');
    }
    if (!(await this.deps.store.lfs.deleteLock(lock.repoId, lock.id))) throw notFound('lock');
    return { lock: lockJson(lock) };
  }

  /**
   * For a push: the locks someone other than the pusher holds on the repository (path → lock), which the push
   * may not modify. Empty for most repositories, and then the push is not checked at all.
   */
  async locksOfOthers(repoId: string, pusher: Principal | null): Promise<Map<string, LockJson>> {
    const locks = new Map<string, LockJson>();
    let after: string | undefined;
    for (;;) {
      const rows = await this.deps.store.lfs.listLocks(repoId, { afterId: after, limit: 1000, ...(pusher ? { owner: { keyId: pusher.key.id, mine: false } } : {}) });
      for (const row of rows) locks.set(row.path, lockJson(row));
      if (rows.length < 1000) return locks;
      after = rows.at(-1)!.id;
    }
  }

  close(): Promise<void> {
    return this.deps.blobs.close();
  }
}

export type { BatchObject };
export type { LocalTransfers, SignedQuery } from '../../infra/blob-store/index.js';
