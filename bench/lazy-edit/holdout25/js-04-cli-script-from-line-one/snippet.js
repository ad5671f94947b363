#!/usr/bin/env node
'use strict';

const fs = require('fs/promises');
const path = require('path');
const { parseArgs } = require('util');

const USAGE = `Usage: sync-locales [options] <source-dir>

Options:
  -o, --out <dir>     output directory (default: ./locales)
  -c, --check         exit with code 1 if files are out of date
  -q, --quiet         only print errors
  -h, --help          show this help
`;
// ... existing code ...
      check: { type: 'boolean', short: 'c', default: false },
      quiet: { type: 'boolean', short: 'q', default: false },
      help: { type: 'boolean', short: 'h', default: false },
// ... existing code ...
      await fs.writeFile(target, next);
      if (!values.quiet) {
        console.log(`wrote ${target}`);
      }
    }
// ... existing code ...
