#!/usr/bin/env node
"use strict";

const { program } = require("commander");
const path = require("node:path");
const { mirrorRepository } = require("../lib/mirror");
const { loadCredentials } = require("../lib/credentials");
const pkg = require("../package.json");

program
  .name("forgekeep-mirror")
  .description("Mirror a remote git repository into Forgekeep")
  .version(pkg.version)
  .argument("<source>", "remote URL to mirror")
  .option("-o, --owner <owner>", "target owner", process.env.FORGEKEEP_OWNER)
  .option("-n, --name <name>", "target repository name")
  .option("--interval <minutes>", "sync interval in minutes", "60")
  .option("--dry-run", "print what would be done without doing it", false);

async function main() {
  program.parse(process.argv);
  const opts = program.opts();
  const [source] = program.args;
  const name = opts.name || path.basename(source, ".git");
  const credentials = await loadCredentials();

  if (opts.dryRun) {
    console.log(`Would mirror ${source} -> ${opts.owner}/${name} every ${opts.interval}m`);
    return;
  }

  const result = await mirrorRepository({
    source,
    owner: opts.owner,
    name,
    intervalMinutes: Number(opts.interval),
    credentials,
  });
  console.log(`Mirrored ${result.refs} refs into ${result.fullName}`);
}

main().catch((err) => {
  console.error(`forgekeep-mirror: ${err.message}`);
  if (process.env.DEBUG) {
    console.error(err.stack);
  }
  process.exitCode = 1;
});
