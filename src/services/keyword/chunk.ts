import type { KeywordChunk } from '../../store/index.js';

/** Files larger than this are not keyword-indexed (generated data, bundles). */
export const MAX_INDEXED_BYTES = 1024 * 1024;
/** Lines per chunk: a chunk ends at the first blank line after MIN, or at MAX. */
const MIN_LINES = 30;
const MAX_LINES = 60;
/** Text whose lines average more than this is minified or data: not worth a keyword index. */
const MAX_MEAN_LINE = 300;

/** Whether a blob is text worth indexing: not binary (a NUL in its first 8 KB), not minified, not too large. */
export function indexable(data: Buffer): boolean {
  if (data.length === 0 || data.length > MAX_INDEXED_BYTES) return false;
  if (data.subarray(0, 8192).includes(0)) return false;
  let lines = 1;
  for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) lines++;
  return data.length / lines <= MAX_MEAN_LINE;
}

/** Line windows that prefer to end at a blank line, so a function is seldom cut in two. 1-based, inclusive. */
export function chunkLines(text: string): KeywordChunk[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const chunks: KeywordChunk[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = Math.min(lines.length, start + MAX_LINES);
    for (let i = start + MIN_LINES; i < end; i++) {
      if (lines[i]!.trim() === '') {
        end = i + 1;
        break;
      }
    }
    const body = lines.slice(start, end).join('\n');
    if (body.trim() !== '') chunks.push({ startLine: start + 1, endLine: end, text: body });
    start = end;
  }
  return chunks;
}
