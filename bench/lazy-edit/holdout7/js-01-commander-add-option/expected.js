#!/usr/bin/env node
'use strict';

const { Command } = require('commander');
const fs = require('fs');
const path = require('path');
const { buildSite } = require('../lib/build');
const { serve } = require('../lib/serve');
const pkg = require('../package.json');

const program = new Command();

program
  .name('sitegen')
  .description('Static site generator for markdown docs')
  .version(pkg.version);

program
  .command('build')
  .description('Build the site into the output directory')
  .argument('[src]', 'source directory', 'docs')
  .option('-o, --out <dir>', 'output directory', 'dist')
  .option('--base-url <url>', 'base URL for generated links', '/')
  .option('--drafts', 'include draft pages', false)
  .option('--minify', 'minify HTML and CSS output', false)
  .action(async (src, opts) => {
    const srcDir = path.resolve(src);
    if (!fs.existsSync(srcDir)) {
      console.error(`Source directory not found: ${srcDir}`);
      process.exit(1);
    }
    const stats = await buildSite({
      srcDir,
      outDir: path.resolve(opts.out),
      baseUrl: opts.baseUrl,
      drafts: opts.drafts,
      minify: opts.minify,
    });
    console.log(`Built ${stats.pages} pages in ${stats.ms}ms`);
  });

program
  .command('serve')
  .description('Serve the built site locally')
  .option('-p, --port <number>', 'port to listen on', '4000')
  .option('-o, --out <dir>', 'directory to serve', 'dist')
  .action((opts) => {
    const port = Number.parseInt(opts.port, 10);
    serve({ root: path.resolve(opts.out), port });
    console.log(`Serving on http://localhost:${port}`);
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(err);
  process.exit(1);
});
