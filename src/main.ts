#!/usr/bin/env node
import { buildGrove } from './app.js';
import { runCli } from './cli.js';
import { ConfigError, loadConfig } from './config/index.js';

async function serve(): Promise<void> {
  const config = loadConfig();
  const grove = await buildGrove(config, { logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  if (grove.firstRunKey) {
    const line = '='.repeat(72);
    process.stdout.write(
      `${line}\nFirst start: created organization '${grove.firstRunKey.org}'.\n` +
        `Its master key (shown only this once, store it now):\n\n  ${grove.firstRunKey.key}\n\n` +
        `Use it as the x-api-key header, or as the git password with user '${grove.firstRunKey.org}'.\n${line}\n`,
    );
  }
  grove.startBackground();
  await grove.app.listen({ port: config.port, host: config.host });
  if (config.logLevel !== 'silent') {
    process.stdout.write(`Grove listening on ${config.host}:${config.port}; API at ${config.publicUrl}/v1, described at ${config.publicUrl}/v1/openapi.json\n`);
  }
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'serve') return serve();
  process.exitCode = await runCli(args);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`grove: configuration error: ${error.message}\n`);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
