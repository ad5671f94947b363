/**
 * Identification for every channel in one place: who a request is from, given what it presented — an API key
 * (`x-api-key` or `Authorization: Bearer`), optionally with an open session, or HTTP Basic credentials (git and
 * LFS). Whether that caller may touch a repository is the repository gate's business, not this one's.
 */
import type { Principal } from '../../domain/types.js';
import type { GitIdentity } from '../repository/index.js';
import type { SessionService } from '../sessions/index.js';
import type { AuthService, KeyDigestMemo } from './index.js';

/** HTTP Basic credentials: user (any name, or the organization slug) and password (a key or token). */
export interface BasicCredentials {
  user: string;
  password: string;
}

export interface IdentityDeps {
  auth: AuthService;
  sessions: SessionService;
}

export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  /**
   * An API key, through its open session when `sessionId` names one opened with this very key (no key-store
   * lookup then). Synchronous when everything is in memory. Null: unknown, revoked or expired.
   */
  fromApiKey(secret: string, opts: { sessionId?: string | undefined; memo?: KeyDigestMemo | undefined } = {}): Principal | null | Promise<Principal | null> {
    if (opts.sessionId) {
      const viaSession = this.deps.sessions.authenticate(opts.sessionId, secret);
      if (viaSession instanceof Promise) return viaSession.then((p) => p ?? this.deps.auth.authenticate(secret));
      if (viaSession) return viaSession;
    }
    return this.deps.auth.authenticate(secret, opts.memo);
  }

  /**
   * Basic credentials on a URL of organization `urlOrg`. The password is what counts: a key of that organization
   * is accepted under any user name (git hosts' conventions: `x-access-token`, `oauth2`, `git`, the org slug…);
   * a key of another organization only with its own organization's slug as the user name (it may read public
   * repositories). Absent credentials are an anonymous caller; refused ones say why.
   */
  async fromBasic(credentials: BasicCredentials | null, urlOrg: string): Promise<GitIdentity> {
    if (!credentials) return { principal: null, refused: null };
    const principal = await this.deps.auth.authenticate(credentials.password);
    if (!principal) return { principal: null, refused: 'invalid credentials: the password must be an API key or token' };
    if (principal.org.slug === urlOrg || principal.org.slug === credentials.user) return { principal, refused: null };
    return { principal: null, refused: `invalid credentials: this key belongs to organization '${principal.org.slug}'; use it as the user name` };
  }
}
