/** Tree listings: one folder, or all descendants depth first, up to FILE_LIMITS.treeEntries items. */
import { notFound, notFoundBecause } from '../../domain/errors.js';
import type { TreeEntry } from '../../git/objects/format.js';
import { isTreeMode, type RepoHandle } from '../repository/index.js';
import type { Locator } from './locate.js';
import { FILE_LIMITS, type FileTarget, type ItemType, type TreeItem, type TreeListing } from './types.js';

const GITLINK_MODE = '160000';

/** Git stores tree modes without the leading zero; listings show the usual six digits. */
export function displayMode(mode: string): string {
  return mode.length === 5 ? `0${mode}` : mode;
}

/**
 * Symlinks and submodules are listed as `file` (SPEC has two types); `mode` tells them apart:
 * 120000 (the blob holds the link target) and 160000 (`sha` is a commit of another repository).
 */
export function itemType(mode: string): ItemType {
  return isTreeMode(mode) ? 'folder' : 'file';
}

function toItem(e: TreeEntry, prefix: string): TreeItem {
  return { name: e.name, path: prefix + e.name, type: itemType(e.mode), sha: e.oid, mode: displayMode(e.mode) };
}

export async function listTree(locator: Locator, target: FileTarget, recursive: boolean, limit: number = FILE_LIMITS.treeEntries): Promise<TreeListing> {
  const { handle, path } = target;
  const entry = await locator.entryAt(handle, target.rev.sha, path);
  if (!entry) throw notFound(`path '${path}' at '${target.ref}'`);
  if (!isTreeMode(entry.mode)) throw notFoundBecause(`'${path}' is a file, not a folder: read it with /blob`);
  const items: TreeItem[] = [];
  const prefix = path === '' ? '' : `${path}/`;
  const entries = await handle.tree(entry.oid);
  let truncated = false;
  if (!recursive) {
    for (const e of entries) {
      if (items.length >= limit) {
        truncated = true;
        break;
      }
      items.push(toItem(e, prefix));
    }
  } else {
    truncated = await walkEntries(handle, entries, prefix, items, limit);
  }
  await addSizes(handle, items);
  return { items, truncated };
}

/** Files (blobs and symlinks) carry their size; folders and submodules (another repository's commit) do not. */
async function addSizes(handle: RepoHandle, items: TreeItem[]): Promise<void> {
  const files = items.filter((item) => item.type === 'file' && item.mode !== GITLINK_MODE);
  if (files.length === 0) return;
  const sizes = await handle.entrySizes(files.map((item) => item.sha));
  files.forEach((item, i) => {
    const size = sizes[i];
    if (size != null) item.size = size;
  });
}

/**
 * Depth first, each folder followed by its contents. The child trees of a folder are requested together
 * (one pipelined cat-file trip) before descending; the walk stops at `limit` items.
 */
async function walkEntries(handle: RepoHandle, entries: TreeEntry[], prefix: string, out: TreeItem[], limit: number): Promise<boolean> {
  const children = new Map<string, Promise<TreeEntry[]>>();
  let budget = limit - out.length;
  for (const e of entries) {
    if (budget-- <= 0) break;
    if (isTreeMode(e.mode) && !children.has(e.oid)) {
      const pending = handle.tree(e.oid);
      pending.catch(() => {}); // awaited below unless the walk stops first
      children.set(e.oid, pending);
    }
  }
  for (const e of entries) {
    if (out.length >= limit) return true;
    const item = toItem(e, prefix);
    out.push(item);
    if (item.type === 'folder') {
      const sub = await (children.get(e.oid) ?? handle.tree(e.oid));
      if (await walkEntries(handle, sub, `${item.path}/`, out, limit)) return true;
    }
  }
  return false;
}
