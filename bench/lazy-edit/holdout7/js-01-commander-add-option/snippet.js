// ... existing code ...
  .option('--drafts', 'include draft pages', false)
  .option('--minify', 'minify HTML and CSS output', false)
  .action(async (src, opts) => {
    // ... existing code ...
      drafts: opts.drafts,
      minify: opts.minify,
    });
    console.log(`Built ${stats.pages} pages in ${stats.ms}ms`);
  });
// ... existing code ...
