import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { forbidden, invalid, notFound } from '../../domain/errors.js';
import { hasFreeTierQuotas } from '../../domain/plans.js';
import type { Principal } from '../../domain/types.js';
import { fsyncDir, fsyncPath } from '../../git/fsutil.js';
import { hashKey, sameHash } from '../../infra/keys.js';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';
import type { AuthService } from '../auth/index.js';
import { IMMEDIATE, type Durability } from '../repository/index.js';

export interface SessionDeps {
  store: Pick<Store, 'changeEpoch'>;
  clock: Clock;
  auth: AuthService;
  log: (message: string, error?: unknown) => void;
}

/** SPEC Limits → Sessions. */
const SESSION_LIMITS = { defaultTtl: 1800, freeCap: 3600, paidCap: 8 * 3600 } as const;

interface Session {
  id: string;
  orgId: string;
  keyId: string;
  keyHash: string;
  principal: Principal;
  /** Store epoch at which the key was last confirmed valid; a change means "look again". */
  validatedEpoch: number | null;
  ttlMs: number;
  idleExtend: boolean;
  createdAt: number;
  lastActivityAt: number;
  expiresAt: number;
  closed: boolean;
  /** Written by the session's requests since the last flush, not yet fsynced. */
  files: Set<string>;
  dirs: Set<string>;
  objects: number;
  refs: Set<string>;
}

export interface SessionWrite {
  packFiles: string[];
  objectCount: number;
  repoDir: string;
  ref: string;
}

export interface FlushResult {
  flushedObjects: number;
  flushedRefs: number;
}

/**
 * Sessions pin authentication: a request carrying `X-Session-Id` with the key that opened it is checked
 * against the session in memory instead of the key store, re-validated only when the store reports a change
 * (so revocation still takes effect at once). Writes made through a session are not fsynced one by one:
 * flush (also on close and expiry) makes them durable together, objects before refs.
 * Sessions live in the memory of the node that created them.
 */
export class SessionService {
  readonly #sessions = new Map<string, Session>();
  #timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: SessionDeps) {}

  /**
   * How this principal's writes become durable: through its open session, they skip their own fsync and the
   * session's flush makes them durable together; otherwise each write is durable before it is acknowledged.
   */
  durability(principal: Principal): Durability {
    const sessionId = principal.sessionId;
    if (!sessionId) return IMMEDIATE;
    return {
      deferred: () => this.isOpen(sessionId),
      record: (write) => this.recordWrite(sessionId, write),
    };
  }

  create(principal: Principal, secret: string, input: { ttl_seconds?: number | undefined; idle_extend?: boolean | undefined }) {
    const requested = input.ttl_seconds ?? SESSION_LIMITS.defaultTtl;
    if (!Number.isInteger(requested) || requested < 1) throw invalid('ttl_seconds must be a positive integer');
    const cap = hasFreeTierQuotas(principal.org.plan) ? SESSION_LIMITS.freeCap : SESSION_LIMITS.paidCap;
    const ttl = Math.min(requested, cap);
    const now = this.deps.clock.now();
    const session: Session = {
      id: `sess_${randomBytes(24).toString('base64url')}`,
      orgId: principal.org.id,
      keyId: principal.key.id,
      keyHash: hashKey(secret),
      principal: { ...principal },
      validatedEpoch: this.deps.store.changeEpoch(),
      ttlMs: ttl * 1000,
      idleExtend: input.idle_extend ?? true,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: now + ttl * 1000,
      closed: false,
      files: new Set(),
      dirs: new Set(),
      objects: 0,
      refs: new Set(),
    };
    session.principal.sessionId = session.id;
    this.#sessions.set(session.id, session);
    return { session_id: session.id, expires_at: new Date(session.expiresAt).toISOString(), ttl_seconds: ttl, idle_extend: session.idleExtend };
  }

  /**
   * The caller of a request that carries a session id and a key: the session's principal when the session is
   * open and was opened with this very key; null means "use normal authentication".
   */
  authenticate(sessionId: string, secret: string): Principal | null | Promise<Principal | null> {
    const session = this.#sessions.get(sessionId);
    if (!session || session.closed) return null;
    const now = this.deps.clock.now();
    if (now >= session.expiresAt) {
      void this.#expire(session);
      return null;
    }
    if (!sameHash(session.keyHash, hashKey(secret))) return null;
    const epoch = this.deps.store.changeEpoch();
    if (epoch !== null && epoch === session.validatedEpoch) return this.#touch(session, now);
    // Something changed in the store (maybe this key was revoked): confirm once, then trust the session again.
    return Promise.resolve(this.deps.auth.authenticate(secret)).then((fresh) => {
      if (!fresh || fresh.key.id !== session.keyId) {
        session.closed = true;
        void this.flush(session.id).catch(() => undefined);
        return null;
      }
      session.validatedEpoch = epoch;
      session.principal = { ...fresh, sessionId: session.id };
      return this.#touch(session, now);
    });
  }

  #touch(session: Session, now: number): Principal {
    session.lastActivityAt = now;
    if (session.idleExtend) session.expiresAt = now + session.ttlMs;
    return session.principal;
  }

  /** Records what a request inside the session wrote without fsync, for the next flush. */
  recordWrite(sessionId: string, write: SessionWrite): void {
    const session = this.#sessions.get(sessionId);
    if (!session) return;
    for (const file of write.packFiles) {
      session.files.add(file);
      session.dirs.add(path.dirname(file));
    }
    session.objects += write.objectCount;
    session.refs.add(`${write.repoDir}\0${write.ref}`);
  }

  /** Whether writes for this session may skip their per-request fsync. */
  isOpen(sessionId: string | undefined): boolean {
    if (!sessionId) return false;
    const session = this.#sessions.get(sessionId);
    return !!session && !session.closed && this.deps.clock.now() < session.expiresAt;
  }

  /**
   * A session is managed by the key that opened it, or by a master key of its organization. Another key of the
   * same organization is refused (403); another organization's session does not exist for the caller (404).
   */
  #own(principal: Principal, id: string): Session {
    const session = this.#sessions.get(id);
    if (!session || session.orgId !== principal.org.id) throw notFound(`session '${id}'`);
    if (session.keyId !== principal.key.id && principal.key.kind !== 'master') {
      throw forbidden('this session was opened with another key: only that key or a master key may manage it');
    }
    return session;
  }

  status(principal: Principal, id: string) {
    const session = this.#own(principal, id);
    return {
      objectCount: session.objects,
      createdAt: session.createdAt,
      lastActivityAt: session.lastActivityAt,
      closed: session.closed,
      ttlMs: session.expiresAt - this.deps.clock.now(),
    };
  }

  async flushFor(principal: Principal, id: string): Promise<FlushResult> {
    this.#own(principal, id);
    return this.flush(id);
  }

  /** fsync the session's packs, then their directories, then its refs (and theirs): objects before refs. */
  async flush(id: string): Promise<FlushResult> {
    const session = this.#sessions.get(id);
    if (!session) return { flushedObjects: 0, flushedRefs: 0 };
    const files = [...session.files];
    const dirs = [...session.dirs];
    const refs = [...session.refs].map((entry) => {
      const [dir, ref] = entry.split('\0') as [string, string];
      return path.join(dir, ref);
    });
    const result = { flushedObjects: session.objects, flushedRefs: refs.length };
    session.files.clear();
    session.dirs.clear();
    session.refs.clear();
    session.objects = 0;
    await Promise.all(files.map((f) => fsyncPath(f).catch(() => undefined)));
    await Promise.all(dirs.map((d) => fsyncDir(d).catch(() => undefined)));
    await Promise.all(refs.map((r) => fsyncPath(r).catch(() => undefined)));
    await Promise.all([...new Set(refs.map((r) => path.dirname(r)))].map((d) => fsyncDir(d).catch(() => undefined)));
    return result;
  }

  async close(principal: Principal, id: string): Promise<{ status: 'closed' } & FlushResult> {
    const session = this.#own(principal, id);
    session.closed = true;
    const flushed = await this.flush(id);
    return { status: 'closed', ...flushed };
  }

  async #expire(session: Session): Promise<void> {
    if (session.closed) return;
    session.closed = true;
    await this.flush(session.id);
  }

  /** The expiry alarm: flushes and closes sessions whose ttl has elapsed; forgets long-dead ones. */
  async sweep(): Promise<void> {
    const now = this.deps.clock.now();
    for (const session of this.#sessions.values()) {
      if (!session.closed && now >= session.expiresAt) await this.#expire(session);
      if (session.closed && now - session.expiresAt > 24 * 3600_000) this.#sessions.delete(session.id);
    }
  }

  start(intervalMs = 1000): void {
    this.#timer ??= setInterval(() => void this.sweep().catch((e: unknown) => this.deps.log('session sweep failed', e)), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (const session of this.#sessions.values()) await this.flush(session.id);
  }
}
