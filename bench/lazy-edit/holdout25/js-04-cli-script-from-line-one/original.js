#!/usr/bin/env node
'use strict';

const fs = require('fs/promises');
const path = require('path');
const { parseArgs } = require('util');

const USAGE = `Usage: sync-locales [options] <source-dir>

Options:
  -o, --out <dir>     output directory (default: ./locales)
  -c, --check         exit with code 1 if files are out of date
  -h, --help          show this help
`;

function flatten(obj, prefix = '') {
  const out = {};
  for (const [key, value] of Object.entries(obj)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(out, flatten(value, fullKey));
    } else {
      out[fullKey] = value;
    }
  }
  return out;
}

async function readLocale(file) {
  const raw = await fs.readFile(file, 'utf8');
  return flatten(JSON.parse(raw));
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      out: { type: 'string', short: 'o', default: './locales' },
      check: { type: 'boolean', short: 'c', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });

  if (values.help || positionals.length !== 1) {
    process.stdout.write(USAGE);
    process.exit(values.help ? 0 : 2);
  }

  const sourceDir = path.resolve(positionals[0]);
  const entries = await fs.readdir(sourceDir);
  const files = entries.filter((name) => name.endsWith('.json')).sort();

  let stale = 0;
  for (const name of files) {
    const flat = await readLocale(path.join(sourceDir, name));
    const target = path.join(values.out, name);
    const next = JSON.stringify(flat, Object.keys(flat).sort(), 2) + '\n';
    const current = await fs.readFile(target, 'utf8').catch(() => null);
    if (current === next) {
      continue;
    }
    stale += 1;
    if (values.check) {
      console.error(`out of date: ${target}`);
    } else {
      await fs.mkdir(values.out, { recursive: true });
      await fs.writeFile(target, next);
      console.log(`wrote ${target}`);
    }
  }

  if (values.check && stale > 0) {
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
