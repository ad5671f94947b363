/** Applying prepared changes to a tree through the commit writer's tree editor: the new root and its objects. */
import { AppError, notFound } from '../../domain/errors.js';
import { hashObject, MODE } from '../../git/objects/format.js';
import type { NewObject } from '../../git/objects/pack-writer.js';
import type { RepoHandle } from '../repository/index.js';
import { applyEdits } from './edits.js';
import type { Prepared } from './prepare.js';
import { decodeContent } from './rules.js';

export interface AppliedChanges {
  tree: string;
  objects: NewObject[];
}

/** Merges a lazy edit's snippet into the file's current text (given with its blob id, for caching). */
export type LazyMerge = (change: Extract<Prepared, { action: 'lazy_edit' }>, current: string, oid: string) => Promise<string>;

export async function applyChanges(handle: RepoHandle, baseTree: string | null, changes: readonly Prepared[], lazyMerge?: LazyMerge): Promise<AppliedChanges> {
  const editor = handle.writer.treeEditor(baseTree);
  const blobs = new Map<string, NewObject>();
  const addBlob = (bytes: Buffer) => {
    const oid = hashObject('blob', bytes);
    blobs.set(oid, { type: 'blob', data: bytes });
    return oid;
  };
  for (const change of changes) {
    const existing = await editor.get(change.path);
    if (change.action === 'create') {
      await editor.set(change.path, { mode: existing?.mode ?? MODE.file, oid: addBlob(change.bytes) });
    } else if (change.action === 'delete') {
      if (!(await editor.remove(change.path))) throw notFound(`file '${change.path}'`);
    } else if (change.action === 'rename') {
      if (!existing) throw notFound(`file '${change.path}'`);
      if (await editor.get(change.newPath)) throw new AppError('UNPROCESSABLE', `'${change.newPath}' already exists`);
      await editor.remove(change.path);
      await editor.set(change.newPath, existing);
    } else {
      if (!existing) throw notFound(`file '${change.path}'`);
      const current = blobs.get(existing.oid)?.data ?? (await handle.readObject(existing.oid))?.data;
      if (!current) throw notFound(`blob of '${change.path}'`);
      const text = Buffer.from(current).toString('utf8');
      let edited: string;
      if (change.action === 'edit') edited = applyEdits(text, change.edits, change.path);
      else if (lazyMerge) edited = await lazyMerge(change, text, existing.oid);
      else throw new AppError('NOT_CONFIGURED', 'lazy_edit is not configured on this deployment');
      await editor.set(change.path, { mode: existing.mode, oid: addBlob(decodeContent(edited, 'utf-8', change.path)) });
    }
  }
  const { root, objects: trees } = await editor.write();
  return { tree: root, objects: [...blobs.values(), ...trees] };
}
