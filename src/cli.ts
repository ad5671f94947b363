import { parseArgs } from 'node:util';
import { loadConfig } from './config/index.js';
import { AppError } from './domain/errors.js';
import { systemClock } from './infra/clock.js';
import { OrgService } from './services/orgs/index.js';
import { openStore } from './store/index.js';

const USAGE = `usage:
  grove [serve]                                  start the server (GROVE_* environment)
  grove org create <slug> [--plan free|paid|usage]   create an organization; prints its master key once
  grove org set-plan <slug> <free|paid|usage>
  grove key create --org <slug>                  issue another master key; printed once
  grove key list [--org <slug>]
  grove key revoke <id>`;

function print(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

/** Administrative commands; they work on the configured database directly, with or without a running server. */
export async function runCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { plan: { type: 'string' }, org: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [noun, verb, ...rest] = positionals;
  if (values.help || !noun) {
    process.stdout.write(USAGE + '\n');
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const store = await openStore(config);
  const orgs = new OrgService(store, systemClock);
  try {
    if (noun === 'org' && verb === 'create' && rest[0]) {
      const { org, key, secret } = await orgs.createOrg(rest[0], values.plan ?? 'free');
      print({ org: { id: org.id, slug: org.slug, plan: org.plan }, key: { id: key.id, key: secret, key_prefix: key.keyPrefix } });
    } else if (noun === 'org' && verb === 'set-plan' && rest[0] && rest[1]) {
      const org = await orgs.setPlan(rest[0], rest[1]);
      print({ org: { id: org.id, slug: org.slug, plan: org.plan } });
    } else if (noun === 'key' && verb === 'create' && values.org) {
      const { org, key, secret } = await orgs.createMasterKey(values.org);
      print({ org: org.slug, key: { id: key.id, key: secret, key_prefix: key.keyPrefix } });
    } else if (noun === 'key' && verb === 'list') {
      const keys = await orgs.listKeys(values.org);
      print({
        keys: keys.map(({ key, org }) => ({
          id: key.id, org: org.slug, kind: key.kind, key_prefix: key.keyPrefix,
          created_at: key.createdAt, revoked_at: key.revokedAt, expires_at: key.expiresAt,
        })),
      });
    } else if (noun === 'key' && verb === 'revoke' && rest[0]) {
      await orgs.revokeKey(rest[0]);
      print({ id: rest[0], revoked: true });
    } else {
      process.stderr.write(USAGE + '\n');
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`grove: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}
