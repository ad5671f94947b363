import { ConfigError, type Config } from '../../config/index.js';
import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import { isPlan, PLANS, type Plan } from '../../domain/plans.js';
import { isNewSlug, isValidSlug, SLUG_RULE } from '../../domain/slug.js';
import type { ApiKey, Org } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { displayPrefix, generateKey, hashKey } from '../../infra/keys.js';
import { newId } from '../../lib/ids.js';
import type { Store } from '../../store/index.js';

/** GROVE_DEFAULT_PLAN checked against the domain's plans (config sits below the domain layer, so not there). */
export function defaultPlanOf(config: Pick<Config, 'defaultPlan'>): Plan {
  if (!isPlan(config.defaultPlan)) {
    throw new ConfigError(`GROVE_DEFAULT_PLAN must be one of ${PLANS.join(', ')}; got '${config.defaultPlan}'`);
  }
  return config.defaultPlan;
}

function assertPlan(plan: string): asserts plan is Plan {
  if (!isPlan(plan)) throw invalid(`plan must be one of ${PLANS.join(', ')}; got '${plan}'`);
}

export interface IssuedKey {
  key: ApiKey;
  /** The secret itself: shown once, never stored. */
  secret: string;
}

/** Organizations and their master keys (SPEC leaves issuing master keys open: this is the answer). */
export class OrgService {
  /**
   * `defaultPlan` (GROVE_DEFAULT_PLAN) is the plan of organizations made without naming one: the first-start
   * `default`, a newly bootstrapped organization and `grove org create` without `--plan`.
   */
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly defaultPlan: Plan = 'unlimited',
  ) {}

  async listOrgs(): Promise<Org[]> {
    return this.store.orgs.list();
  }

  async createOrg(slug: string, plan: string = this.defaultPlan): Promise<{ org: Org } & IssuedKey> {
    if (!isNewSlug(slug)) throw invalid(`organization slug '${slug}' is not valid: use ${SLUG_RULE}`);
    assertPlan(plan);
    const org = await this.store.orgs.create({
      id: newId('org', this.clock.now()),
      slug,
      plan,
      createdAt: new Date(this.clock.now()).toISOString(),
    });
    const issued = await this.issueMasterKey(org.id);
    return { org, ...issued };
  }

  async setPlan(slug: string, plan: string): Promise<Org> {
    assertPlan(plan);
    const org = await this.requireOrg(slug);
    await this.store.orgs.setPlan(org.id, plan);
    return { ...org, plan };
  }

  async createMasterKey(orgSlug: string): Promise<{ org: Org } & IssuedKey> {
    const org = await this.requireOrg(orgSlug);
    return { org, ...(await this.issueMasterKey(org.id)) };
  }

  async listKeys(orgSlug?: string): Promise<{ key: ApiKey; org: Org }[]> {
    const orgs = orgSlug ? [await this.requireOrg(orgSlug)] : await this.store.orgs.list();
    const byId = new Map(orgs.map((o) => [o.id, o]));
    const keys = orgSlug ? await this.store.keys.list({ orgId: orgs[0]!.id }) : await this.store.keys.list();
    return keys.filter((k) => byId.has(k.orgId)).map((key) => ({ key, org: byId.get(key.orgId)! }));
  }

  async revokeKey(id: string): Promise<void> {
    const revoked = await this.store.keys.revoke(id, new Date(this.clock.now()).toISOString());
    if (!revoked) throw notFound(`active key '${id}'`);
  }

  /**
   * GROVE_BOOTSTRAP_ORG + GROVE_BOOTSTRAP_KEY: make sure the organization exists and the key is one of its
   * master keys. Running it again changes nothing.
   */
  async ensureBootstrap(slug: string, secret: string): Promise<Org> {
    let org = await this.store.orgs.findBySlug(slug);
    if (!org) {
      if (!isValidSlug(slug)) throw invalid(`GROVE_BOOTSTRAP_ORG '${slug}' is not a valid slug`);
      org = await this.store.orgs.create({ id: newId('org', this.clock.now()), slug, plan: this.defaultPlan, createdAt: new Date(this.clock.now()).toISOString() });
    }
    const found = await this.store.keys.findByHash(hashKey(secret));
    if (found && found.key.orgId !== org.id) {
      throw conflict('GROVE_BOOTSTRAP_KEY already belongs to another organization');
    }
    if (found && (found.key.kind !== 'master' || found.key.revokedAt)) {
      throw new AppError('CONFLICT', 'GROVE_BOOTSTRAP_KEY exists but is not an active master key');
    }
    if (!found) await this.storeMasterKey(org.id, secret);
    return org;
  }

  /** First start of an empty installation: create `default` with a master key, returned to be shown once. */
  async ensureDefaultOrg(): Promise<({ org: Org } & IssuedKey) | null> {
    if ((await this.store.orgs.count()) > 0) return null;
    return this.createOrg('default', this.defaultPlan);
  }

  private async requireOrg(slug: string): Promise<Org> {
    const org = await this.store.orgs.findBySlug(slug);
    if (!org) throw notFound(`organization '${slug}'`);
    return org;
  }

  private async issueMasterKey(orgId: string): Promise<IssuedKey> {
    const secret = generateKey('master');
    return { key: await this.storeMasterKey(orgId, secret), secret };
  }

  private storeMasterKey(orgId: string, secret: string): Promise<ApiKey> {
    const now = this.clock.now();
    return this.store.keys.create({
      hash: hashKey(secret),
      key: {
        id: newId('key', now),
        orgId,
        kind: 'master',
        name: null,
        keyPrefix: displayPrefix(secret),
        scopes: null,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
        createdAt: new Date(now).toISOString(),
      },
    });
  }
}

export type { Plan };
