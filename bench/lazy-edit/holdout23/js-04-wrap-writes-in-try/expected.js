#!/usr/bin/env node
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { glob } from 'glob';
import matter from 'gray-matter';
import { marked } from 'marked';

const { values: args } = parseArgs({
  options: {
    src: { type: 'string', default: 'content' },
    out: { type: 'string', default: 'public/posts' },
    drafts: { type: 'boolean', default: false },
  },
});

function toSlug(file) {
  return path.basename(file, path.extname(file)).toLowerCase();
}

async function renderPost(file) {
  const raw = await readFile(file, 'utf8');
  const { data, content } = matter(raw);
  return {
    slug: data.slug ?? toSlug(file),
    title: data.title,
    date: new Date(data.date).toISOString(),
    draft: Boolean(data.draft),
    tags: data.tags ?? [],
    html: marked.parse(content),
  };
}

async function main() {
  const files = await glob(`${args.src}/**/*.md`);
  const posts = [];
  for (const file of files) {
    const post = await renderPost(file);
    if (post.draft && !args.drafts) continue;
    posts.push(post);
  }
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
