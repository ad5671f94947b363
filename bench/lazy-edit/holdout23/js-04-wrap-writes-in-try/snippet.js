// ... existing code ...
  posts.sort((a, b) => b.date.localeCompare(a.date));

  try {
    await mkdir(args.out, { recursive: true });
    for (const post of posts) {
      const target = path.join(args.out, `${post.slug}.json`);
      await writeFile(target, JSON.stringify(post, null, 2));
    }
    const index = posts.map(({ html, ...meta }) => meta);
    await writeFile(path.join(args.out, 'index.json'), JSON.stringify(index, null, 2));
  } catch (err) {
    console.error(`Could not write output to ${args.out}: ${err.message}`);
    process.exit(1);
  }

  console.log(`Built ${posts.length} posts into ${args.out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
