import { AppError, invalid } from '../../domain/errors.js';

export type Edit = { old_string: string; new_string?: string | undefined } | { range: [number, number]; content: string };

function isStringEdit(edit: Edit): edit is { old_string: string; new_string?: string | undefined } {
  return 'old_string' in edit;
}

/** Checks edits that can be judged without the file: range shapes and overlaps (400). */
export function checkEdits(edits: readonly Edit[], path: string): void {
  if (edits.length === 0) throw invalid(`edit of '${path}' needs at least one edit`);
  const ranges = edits.filter((e): e is { range: [number, number]; content: string } => !isStringEdit(e)).map((e) => e.range);
  for (const [start, end] of ranges) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) {
      throw invalid(`range [${start}, ${end}] in '${path}' must be 1-based with start ≤ end`);
    }
  }
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]![0] <= sorted[i - 1]![1]) throw invalid(`ranges in '${path}' overlap`);
  }
  for (const edit of edits) {
    if (isStringEdit(edit) && edit.old_string.length === 0) throw invalid(`old_string in '${path}' must not be empty`);
  }
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (++count > 1) return count;
  }
  return count;
}

/**
 * SPEC: string edits first, in order, each matching exactly one place (else 422); then range edits
 * bottom-to-top, so every range refers to the line numbers after the string edits. A range replaces whole
 * lines; replacement content gets a line break when the replaced lines had one.
 */
export function applyEdits(original: string, edits: readonly Edit[], path: string): string {
  let text = original;
  for (const edit of edits) {
    if (!isStringEdit(edit)) continue;
    const found = countOccurrences(text, edit.old_string);
    if (found !== 1) {
      throw new AppError('UNPROCESSABLE', `old_string ${found === 0 ? 'was not found' : 'matches more than one place'} in '${path}'`);
    }
    const at = text.indexOf(edit.old_string);
    text = text.slice(0, at) + (edit.new_string ?? '') + text.slice(at + edit.old_string.length);
  }
  const ranges = edits.filter((e): e is { range: [number, number]; content: string } => !isStringEdit(e));
  if (ranges.length === 0) return text;
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  for (const { range, content } of [...ranges].sort((a, b) => b.range[0] - a.range[0])) {
    const [start, end] = range;
    if (end > lines.length) {
      throw new AppError('UNPROCESSABLE', `range [${start}, ${end}] is past the end of '${path}' (${lines.length} lines)`);
    }
    const replacedEndsWithNewline = lines[end - 1]!.endsWith('\n');
    const replacement = content !== '' && replacedEndsWithNewline && !content.endsWith('\n') ? `${content}\n` : content;
    lines.splice(start - 1, end - start + 1, replacement);
  }
  return lines.join('');
}
