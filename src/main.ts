#!/usr/bin/env node
import { runCli } from './cli.js';
import { ConfigError, describeStorage, loadConfig, type Config } from './config/index.js';
import { PLANS } from './domain/plans.js';
import type { Org } from './domain/types.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Printed at every start (stderr): where it listens, who can reach it, where the data is, the plans in force. */
function banner(config: Config, url: string, orgs: Org[]): string {
  const reach = LOOPBACK.has(config.host)
    ? 'only this machine can connect; set GROVE_HOST=0.0.0.0 to accept other machines'
    : `listening on ${config.host}: other machines can connect (GROVE_HOST=127.0.0.1 keeps it local)`;
  const shown = orgs.slice(0, 5).map((o) => `${o.slug} (plan ${o.plan})`);
  if (orgs.length > shown.length) shown.push(`and ${orgs.length - shown.length} more (grove org list)`);
  return [
    `Grove listening on ${url}`,
    `  reach:         ${reach}`,
    `  public URL:    ${config.publicUrl} (GROVE_PUBLIC_URL; used in git_url and api_url)`,
    `  API:           ${config.publicUrl}/v1, described at ${config.publicUrl}/v1/openapi.json`,
    `  storage:       ${describeStorage(config)}`,
    `  organizations: ${shown.join(', ') || 'none'}`,
    `  plans:         change with: grove org set-plan <org> <${PLANS.join('|')}>; new ones get GROVE_DEFAULT_PLAN (${config.defaultPlan})`,
    `  /metrics:      ${config.metricsToken ? 'needs Authorization: Bearer <GROVE_METRICS_TOKEN>' : 'open to anyone who can connect (set GROVE_METRICS_TOKEN to protect it)'}`,
    `  CORS:          ${config.corsOrigins ? [config.corsOrigins].flat().join(', ') : 'off (GROVE_CORS_ORIGINS)'}`,
  ].join('\n');
}

async function serve(): Promise<void> {
  const config = loadConfig();
  // Loaded here, not at the top: help and the admin commands start without the server's modules.
  const { buildGrove } = await import('./app.js');
  const grove = await buildGrove(config, { logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  if (grove.firstRunKey) {
    const line = '='.repeat(72);
    process.stdout.write(
      `${line}\nFirst start: created organization '${grove.firstRunKey.org}' on plan '${config.defaultPlan}'.\n` +
        `Its master key (shown only this once, store it now):\n\n  ${grove.firstRunKey.key}\n\n` +
        `Use it as the x-api-key header, or as the git password with user '${grove.firstRunKey.org}'.\n${line}\n`,
    );
  }
  grove.startBackground();
  const orgs = await grove.services.orgs.listOrgs();
  const address = await grove.app.listen({ port: config.port, host: config.host });
  process.stderr.write(banner(config, address, orgs) + '\n');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    grove.app.log.info(`${signal}: shutting down`);
    grove.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

runCli(process.argv.slice(2), serve).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`grove: configuration error: ${error.message}\n`);
      process.exit(78);
    }
    console.error(error);
    process.exit(1);
  },
);
