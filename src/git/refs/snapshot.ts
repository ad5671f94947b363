/**
 * HEAD and every ref, read for one advertisement. HEAD's file is read alongside the ref listing and its target is
 * resolved from that listing, which saves readHead's separate walk (a loose-ref miss plus a packed-refs open):
 * the advertisement is on the path of every clone, fetch and ls-remote.
 */
import path from 'node:path';
import { isObjectId } from '../args.js';
import { readRefFile } from './ref-files.js';
import { listRefs, readHead, type RefEntry } from './index.js';

export interface RefSnapshot {
  /** HEAD's symbolic target (null when detached) and the object it resolves to (null when unborn). */
  head: { target: string | null; oid: string | null };
  /** All refs under refs/, sorted by name. */
  refs: RefEntry[];
}

export async function readRefSnapshot(repoDir: string): Promise<RefSnapshot> {
  const value = readRefFile(path.join(repoDir, 'HEAD')) ?? '';
  const refs = await listRefs(repoDir);
  if (value.startsWith('ref: ')) {
    const target = value.slice(5).trim();
    if (target.startsWith('refs/')) return { head: { target, oid: refs.find((r) => r.name === target)?.oid ?? null }, refs };
  } else if (isObjectId(value)) {
    return { head: { target: null, oid: value }, refs };
  }
  return { head: await readHead(repoDir), refs }; // anything unusual: refs.ts decides
}
