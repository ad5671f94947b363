/** read: one file of the commit through the repository handle, with line numbers, cut at 8 KB on a line boundary. */
import { AGENTIC_LIMITS } from './limits.js';
import { output, type ToolContext, type ToolOutput } from './context.js';
import { clipLine, cutLines, plural } from './text.js';
import type { ReadArgs } from './tools.js';
import { normalizeToolPath } from './tree-index.js';

function missing(ctx: ToolContext, path: string): ToolOutput {
  const similar = ctx.index.similar(path);
  return output(`error: '${path}' does not exist at this commit${similar.length > 0 ? `; files with a similar name: ${similar.join(', ')}` : ''}`);
}

export async function readFile(ctx: ToolContext, args: ReadArgs): Promise<ToolOutput> {
  const path = normalizeToolPath(args.path);
  if (path === null) return output(`error: path '${args.path}' leaves the repository`);
  if (path === '' || ctx.index.folders.has(path)) return output(`error: '${path || '/'}' is a folder; list it with list_directory`);
  const file = ctx.index.files.get(path);
  if (!file) return missing(ctx, path);
  const handle = ctx.view.handle;
  const info = await handle.objectInfo(file.oid);
  if (!info) return output(`error: the content of '${path}' is not available`);
  if (info.size > AGENTIC_LIMITS.readBytes) return output(`error: '${path}' is ${plural(info.size, 'byte')}, too large to read; search it with grep_search`);
  const object = await handle.readObject(file.oid);
  if (!object) return output(`error: the content of '${path}' is not available`);
  const data = object.data;
  if (data.subarray(0, 8000).includes(0)) return output(`'${path}' is a binary file of ${plural(data.length, 'byte')}`);
  const text = data.toString('utf8');
  const all = text.split('\n');
  if (all.length > 1 && all.at(-1) === '') all.pop();
  const total = text === '' ? 0 : all.length;
  if (total === 0) return output(`'${path}' is empty`);
  const start = args.start_line ?? 1;
  if (start > total) return output(`error: '${path}' has ${plural(total, 'line')}; start_line ${start} is past its end`);
  const end = Math.min(args.end_line ?? total, total);
  const numbered = all.slice(start - 1, end).map((line, i) => `${start + i}\t${clipLine(line)}`);
  const header = `${path} (lines ${start}-${end} of ${total})`;
  const cut = cutLines([header, ...numbered], AGENTIC_LIMITS.toolResultBytes, 100);
  const shownEnd = start + Math.max(0, cut.lines - 1) - 1;
  if (!cut.truncated) return output(cut.text, false, [{ path, start_line: start, end_line: end }]);
  const note = `[truncated at 8 KB: lines ${start}-${shownEnd} shown; read from start_line ${shownEnd + 1} for more]`;
  return output(`${cut.text}\n${note}`, true, shownEnd >= start ? [{ path, start_line: start, end_line: shownEnd }] : []);
}
