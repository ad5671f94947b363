/**
 * What a merge preview says about each conflicting file: git's conflict kind, the file as git left it with
 * conflict markers (labelled with the names the caller used, not commit ids), and the same hunks structured as
 * ours / theirs, so a client can show or resolve them without parsing markers.
 */
import type { ConflictEntry } from '../../git/history/scratch-merge.js';

export const CONFLICT_LIMITS = {
  /** Files whose content and hunks are returned; the rest are listed by path and kind only. */
  detailedFiles: 50,
  /** A file with markers larger than this is listed without content and hunks. */
  fileBytes: 1024 * 1024,
  /** Content returned over all files. */
  totalBytes: 8 * 1024 * 1024,
} as const;

export interface ConflictHunk {
  /** 1-based line of the `<<<<<<<` marker in `content`. */
  start_line: number;
  ours: string;
  theirs: string;
}

export interface ConflictDetail {
  path: string;
  kind: string;
  /** The file with conflict markers; null for conflicts git marks no text for (modify/delete, binary) or past the limits. */
  content: string | null;
  hunks: ConflictHunk[];
}

export interface Labels {
  ours: { oid: string; name: string };
  theirs: { oid: string; name: string };
}

export function conflictDetails(entries: readonly ConflictEntry[], labels: Labels): { files: ConflictDetail[]; truncated: boolean } {
  let budget: number = CONFLICT_LIMITS.totalBytes;
  let truncated = false;
  const files = entries.map((entry, i): ConflictDetail => {
    const markers = entry.markers;
    const fits = markers !== null && i < CONFLICT_LIMITS.detailedFiles && markers.length <= CONFLICT_LIMITS.fileBytes && markers.length <= budget;
    if (markers !== null && !fits) truncated = true;
    if (!fits || markers.includes(0)) return { path: entry.path, kind: entry.kind, content: null, hunks: [] };
    budget -= markers.length;
    const content = relabel(markers.toString('utf8'), labels);
    return { path: entry.path, kind: entry.kind, content, hunks: hunksOf(content) };
  });
  return { files, truncated };
}

/** git labels the sides with what it was given (commit ids, `id:path` after a rename); say the caller's names. */
function relabel(text: string, { ours, theirs }: Labels): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith(`<<<<<<< ${ours.oid}`)) return `<<<<<<< ${ours.name}${line.slice(8 + ours.oid.length)}`;
      if (line.startsWith(`>>>>>>> ${theirs.oid}`)) return `>>>>>>> ${theirs.name}${line.slice(8 + theirs.oid.length)}`;
      return line;
    })
    .join('\n');
}

/** The marked regions of a file: `<<<<<<<` ours `=======` theirs `>>>>>>>` (git's default conflict style). */
export function hunksOf(text: string): ConflictHunk[] {
  const hunks: ConflictHunk[] = [];
  const lines = text.split('\n');
  let current: { start: number; ours: string[]; theirs: string[]; side: 'ours' | 'theirs' } | null = null;
  lines.forEach((line, i) => {
    if (current === null) {
      if (line.startsWith('<<<<<<< ') || line === '<<<<<<<') current = { start: i + 1, ours: [], theirs: [], side: 'ours' };
      return;
    }
    if (current.side === 'ours' && line === '=======') current.side = 'theirs';
    else if (current.side === 'theirs' && (line.startsWith('>>>>>>> ') || line === '>>>>>>>')) {
      hunks.push({ start_line: current.start, ours: joinLines(current.ours), theirs: joinLines(current.theirs) });
      current = null;
    } else current[current.side].push(line);
  });
  return hunks;
}

const joinLines = (lines: string[]): string => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
