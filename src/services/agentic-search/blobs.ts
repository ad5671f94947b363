/**
 * Blobs a grep will read, fetched in pipelined batches before it runs and kept for the rest of the search: the
 * sandbox then gets them with the command instead of asking for each file in turn (a round trip between threads
 * and a cat-file read per file). Big files and anything past the search's budget stay lazily loaded.
 */
import type { ToolContext } from './context.js';

export const PRELOAD = {
  fileBytes: 1024 * 1024,
  /** Per search: the cache lives as long as the search. */
  totalBytes: 32 * 1024 * 1024,
  chunk: 50,
} as const;

export async function preload(ctx: ToolContext, paths: string[]): Promise<void> {
  const cache = ctx.view.blobs;
  if (!cache) return;
  const oids = [...new Set(paths.map((p) => ctx.index.files.get(p)!.oid))].filter((oid) => !cache.has(oid) && !ctx.skipped.has(oid));
  if (oids.length === 0) return;
  const sizes = await ctx.view.handle.entrySizes(oids);
  let budget = PRELOAD.totalBytes - ctx.cachedBytes.value;
  const wanted: string[] = [];
  oids.forEach((oid, i) => {
    const size = sizes[i];
    if (size === null || size === undefined || size > PRELOAD.fileBytes || size > budget) {
      ctx.skipped.add(oid);
      return;
    }
    budget -= size;
    wanted.push(oid);
  });
  for (let at = 0; at < wanted.length; at += PRELOAD.chunk) {
    const chunk = wanted.slice(at, at + PRELOAD.chunk);
    const objects = await ctx.view.handle.readMany(chunk);
    objects.forEach((object, i) => {
      if (!object) return;
      cache.set(chunk[i]!, object.data);
      ctx.cachedBytes.value += object.data.length;
    });
  }
}
