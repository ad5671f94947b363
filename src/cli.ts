import { existsSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { describeStorage, loadConfig, sqlitePath, type Config } from './config/index.js';
import { AppError } from './domain/errors.js';
import { PLANS } from './domain/plans.js';
import type { ApiKey, Org } from './domain/types.js';
import { systemClock } from './infra/clock.js';
import { defaultPlanOf, OrgService } from './services/orgs/index.js';
import { openStore } from './store/index.js';

/** Output goes where `gh` sends it: results on stdout (a table, or JSON with --json), everything else on stderr. */
function out(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : text + '\n');
}
function note(text: string): void {
  process.stderr.write(`${text}\n`);
}
function printJson(value: unknown): void {
  out(JSON.stringify(value, null, 2));
}

/** A plain aligned table with a header row, like `gh … list`. */
function table(headers: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(headers), ...rows.map(line)].join('\n');
}

class CliFailure extends Error {}

/**
 * Opens the configured database for one command and says which one on stderr. Only `org create` may start a
 * new SQLite database; every other command refuses a data dir without one, so a command run from the wrong
 * directory reports that instead of creating `./data/grove.db` there.
 */
async function withOrgs<T>(mayCreate: boolean, run: (orgs: OrgService, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const defaultPlan = defaultPlanOf(config);
  const fresh = !config.databaseUrl && !existsSync(sqlitePath(config));
  if (fresh && !mayCreate) {
    throw new CliFailure(
      `no Grove database in ${config.dataDir} (${sqlitePath(config)} does not exist).\n` +
        'Set GROVE_DATA_DIR to the data dir the server uses, or start the server once (npm start) to create one.',
    );
  }
  note(`grove: ${fresh ? 'creating a new database in' : 'using'} ${describeStorage(config)}`);
  const store = await openStore(config);
  try {
    return await run(new OrgService(store, systemClock, defaultPlan), config);
  } finally {
    await store.close();
  }
}

function orgJson(org: Org) {
  return { id: org.id, slug: org.slug, plan: org.plan, created_at: org.createdAt };
}

function keyStatus(key: ApiKey): string {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) return 'expired';
  return 'active';
}

/** A new master key: with --json the whole record, otherwise the key alone on stdout (so `$(grove …)` captures it). */
function printIssued(json: boolean, org: Org, key: ApiKey, secret: string, what: string): void {
  if (json) {
    printJson({ org: orgJson(org), key: { id: key.id, key: secret, key_prefix: key.keyPrefix } });
    return;
  }
  note(`${what} Its master key (id ${key.id}) is shown only this once; store it now:`);
  out(secret);
}

const jsonOption = () => new Option('--json', 'print JSON instead of text');
const planList = PLANS.join('|');

function buildProgram(serve: () => Promise<void>): Command {
  const program = new Command('grove')
    .description('Grove: a self-hostable git service for applications and AI agents.\nConfigured by GROVE_* environment variables (see README).')
    .usage('<command> [options]')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });
  program.addHelpText(
    'after',
    '\nExamples:\n  npm start                                  build if needed, then grove serve\n' +
      '  grove org list\n  grove org create acme --plan free --json\n  grove org set-plan default unlimited\n',
  );

  program
    .command('serve')
    .description('start the server (GROVE_HOST, GROVE_PORT, GROVE_DATA_DIR, …)')
    .action(serve);

  const org = program.command('org').description('list, create organizations and change their plan').exitOverride();
  org
    .command('list')
    .description('list organizations and their plans')
    .addOption(jsonOption())
    .action((opts: { json?: boolean }) =>
      withOrgs(false, async (orgs) => {
        const list = await orgs.listOrgs();
        if (opts.json) return printJson({ orgs: list.map(orgJson) });
        if (list.length === 0) return note('no organizations');
        out(table(['SLUG', 'PLAN', 'CREATED', 'ID'], list.map((o) => [o.slug, o.plan, o.createdAt, o.id])));
      }),
    );
  org
    .command('create <slug>')
    .description(`create an organization and print its master key once (plan: GROVE_DEFAULT_PLAN unless --plan)`)
    .option('--plan <plan>', planList)
    .addOption(jsonOption())
    .action((slug: string, opts: { plan?: string; json?: boolean }) =>
      withOrgs(true, async (orgs) => {
        const { org: made, key, secret } = await orgs.createOrg(slug, opts.plan);
        printIssued(!!opts.json, made, key, secret, `Created organization '${made.slug}' on plan '${made.plan}'.`);
      }),
    );
  org
    .command('set-plan <slug> <plan>')
    .description(`change an organization's plan (${planList})`)
    .addOption(jsonOption())
    .action((slug: string, plan: string, opts: { json?: boolean }) =>
      withOrgs(false, async (orgs) => {
        const changed = await orgs.setPlan(slug, plan);
        if (opts.json) return printJson({ org: orgJson(changed) });
        out(`Organization '${changed.slug}' is now on plan '${changed.plan}'.`);
      }),
    );

  const key = program.command('key').description('issue, list and revoke master keys').exitOverride();
  key
    .command('create')
    .description('issue another master key for an organization; printed once')
    .requiredOption('--org <slug>', 'the organization')
    .addOption(jsonOption())
    .action((opts: { org: string; json?: boolean }) =>
      withOrgs(false, async (orgs) => {
        const { org: owner, key: made, secret } = await orgs.createMasterKey(opts.org);
        printIssued(!!opts.json, owner, made, secret, `Issued a master key for '${owner.slug}'.`);
      }),
    );
  key
    .command('list')
    .description('list keys (never the keys themselves, only their prefixes)')
    .option('--org <slug>', 'only this organization')
    .addOption(jsonOption())
    .action((opts: { org?: string; json?: boolean }) =>
      withOrgs(false, async (orgs) => {
        const keys = await orgs.listKeys(opts.org);
        if (opts.json) {
          return printJson({
            keys: keys.map(({ key: k, org: o }) => ({
              id: k.id, org: o.slug, kind: k.kind, key_prefix: k.keyPrefix,
              created_at: k.createdAt, revoked_at: k.revokedAt, expires_at: k.expiresAt,
            })),
          });
        }
        if (keys.length === 0) return note('no keys');
        out(table(['ID', 'ORG', 'KIND', 'PREFIX', 'STATUS', 'CREATED'], keys.map(({ key: k, org: o }) => [k.id, o.slug, k.kind, k.keyPrefix, keyStatus(k), k.createdAt])));
      }),
    );
  key
    .command('revoke <id>')
    .description('revoke a key; running servers refuse it at once')
    .addOption(jsonOption())
    .action((id: string, opts: { json?: boolean }) =>
      withOrgs(false, async (orgs) => {
        await orgs.revokeKey(id);
        if (opts.json) return printJson({ id, revoked: true });
        out(`Revoked key ${id}.`);
      }),
    );
  return program;
}

/**
 * The `grove` command. Nothing opens a database before a known command is parsed: no arguments prints help and
 * an unknown command prints usage (exit 2), both without touching the data dir.
 */
export async function runCli(argv: string[], serve: () => Promise<void>): Promise<number> {
  const program = buildProgram(serve);
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0; usage mistakes get 2 like other Unix tools.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof AppError || error instanceof CliFailure) {
      note(`grove: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
