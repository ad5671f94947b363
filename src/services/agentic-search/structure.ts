/**
 * The initial directory listing sent with the first prompt: the commit's folders and files down to
 * `structure_depth`, at most 500 entries. When they do not all fit, shallower levels win (the listing is filled
 * breadth first), and a folder whose contents are not shown says how many files it holds.
 */
import { AGENTIC_LIMITS } from './limits.js';
import { plural } from './text.js';
import { baseName, type TreeIndex } from './tree-index.js';

export function structureListing(index: TreeIndex, depth: number, max: number = AGENTIC_LIMITS.structureEntries): string {
  const shown = new Set<string>();
  let level = [''];
  let total = 0;
  for (let d = 1; d <= depth && level.length > 0 && shown.size < max; d++) {
    const next: string[] = [];
    for (const dir of level) {
      const folder = index.folders.get(dir)!;
      for (const entry of [...folder.folders, ...folder.files]) {
        total++;
        if (shown.size >= max) continue;
        shown.add(entry);
        if (index.folders.has(entry)) next.push(entry);
      }
    }
    level = next;
  }
  const lines: string[] = [];
  const walk = (dir: string, indent: string) => {
    const folder = index.folders.get(dir)!;
    for (const sub of folder.folders) {
      if (!shown.has(sub)) continue;
      const inner = index.folders.get(sub)!;
      const open = [...inner.folders, ...inner.files].some((e) => shown.has(e));
      lines.push(`${indent}${baseName(sub)}/${open ? '' : ` (${plural(inner.fileCount, 'file')})`}`);
      if (open) walk(sub, `${indent}  `);
    }
    for (const file of folder.files) if (shown.has(file)) lines.push(`${indent}${baseName(file)}`);
  };
  walk('', '');
  const hidden = total - shown.size;
  if (hidden > 0) lines.push(`… ${plural(hidden, 'more entry', 'more entries')} not shown`);
  if (lines.length === 0) lines.push('(the commit has no files)');
  return lines.join('\n');
}
