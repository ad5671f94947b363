/**
 * list_directory and glob. A folder listing comes from the commit's listing (sizes through the handle); a listing
 * command runs in the exec sandbox. glob matches the listing with picomatch.
 */
import { AGENTIC_LIMITS } from './limits.js';
import { output, sandboxMs, type ToolContext, type ToolOutput } from './context.js';
import { globMatcher } from './grep.js';
import { cutLines, plural } from './text.js';
import type { GlobArgs, ListArgs } from './tools.js';
import { baseName, normalizeToolPath } from './tree-index.js';

/** Commands that only list or count; after a pipe, the filters. The sandbox discards writes anyway: this keeps the tool what it says. */
const LISTERS = new Set(['ls', 'find', 'tree', 'du', 'wc', 'stat', 'file']);
const FILTERS = new Set([...LISTERS, 'sort', 'head', 'tail', 'uniq', 'grep', 'cut', 'tr']);
const FIND_ACTIONS = /(^|\s)-(exec|execdir|ok|okdir|delete|fprint|fprint0|fprintf|fls)(\s|$)/;

/** Why a listing command is refused, or null. */
export function refuseCommand(command: string): string | null {
  if (/[;&<>`$\n\\]/.test(command)) return 'only a plain listing command is allowed (no ; & < > ` $ or backslashes), optionally piped into sort, head, tail, uniq, grep, cut or tr';
  const segments = command.split('|').map((s) => s.trim());
  for (const [i, segment] of segments.entries()) {
    const name = segment.split(/\s+/)[0] ?? '';
    if (!(i === 0 ? LISTERS : FILTERS).has(name)) {
      return i === 0 ? `'${name}' is not a listing command; use one of ${[...LISTERS].join(', ')}` : `'${name}' may not follow a pipe; use one of ${[...FILTERS].join(', ')}`;
    }
    if (name === 'find' && FIND_ACTIONS.test(segment)) return 'find may only list (no -exec, -delete or -fprint)';
  }
  return null;
}

function size(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return ` (${bytes} B)`;
  if (bytes < 1024 * 1024) return ` (${(bytes / 1024).toFixed(1)} KB)`;
  return ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}

export async function listDirectory(ctx: ToolContext, args: ListArgs): Promise<ToolOutput> {
  if (args.command !== null) return listCommand(ctx, args.command);
  const path = normalizeToolPath(args.path);
  if (path === null) return output(`error: path '${args.path}' leaves the repository`);
  if (ctx.index.files.has(path)) return output(`'${path}' is a file; read it with read`);
  const folder = ctx.index.folders.get(path);
  if (!folder) return output(`error: folder '${path}' does not exist at this commit`);
  const sizes = await ctx.view.handle.entrySizes(folder.files.map((f) => ctx.index.files.get(f)!.oid));
  const lines = [
    `${path || '/'}: ${plural(folder.folders.length, 'folder')}, ${plural(folder.files.length, 'file')}`,
    ...folder.folders.map((d) => `${baseName(d)}/ (${plural(ctx.index.folders.get(d)!.fileCount, 'file')})`),
    ...folder.files.map((f, i) => `${baseName(f)}${size(sizes[i] ?? null)}`),
  ];
  const cut = cutLines(lines, AGENTIC_LIMITS.toolResultBytes, 60);
  return output(cut.truncated ? `${cut.text}\n[truncated at 8 KB; list a subfolder or use glob]` : cut.text, cut.truncated);
}

async function listCommand(ctx: ToolContext, command: string): Promise<ToolOutput> {
  const refused = refuseCommand(command);
  if (refused) return output(`error: ${refused}`);
  // listing reads names, not contents: the blobs grep fetched are not sent along
  const result = await ctx.exec.inspect({ handle: ctx.view.handle, sha: ctx.view.sha, files: ctx.view.files }, command, { timeMs: sandboxMs(ctx.toolMs), outputBytes: AGENTIC_LIMITS.commandOutputBytes });
  const text = result.exit_code === 0 ? result.stdout : `${result.stdout}${result.stderr}\n[exit code ${result.exit_code}]`;
  const cut = cutLines(text.replace(/\n$/, '').split('\n'), AGENTIC_LIMITS.toolResultBytes, 60);
  return output(cut.truncated ? `${cut.text}\n[truncated at 8 KB]` : cut.text || '(no output)', cut.truncated);
}

export function glob(ctx: ToolContext, args: GlobArgs): ToolOutput {
  let isMatch: (path: string) => boolean;
  try {
    isMatch = globMatcher(args.pattern);
  } catch (error) {
    return output(`error: '${args.pattern}' is not a usable glob (${error instanceof Error ? error.message : String(error)})`);
  }
  const matches = [...ctx.index.files.keys()].filter((p) => isMatch(p)).sort();
  if (matches.length === 0) return output(`no file matches '${args.pattern}'`);
  const cut = cutLines([`${plural(matches.length, 'file')} match '${args.pattern}'`, ...matches], AGENTIC_LIMITS.toolResultBytes, 60);
  return output(cut.truncated ? `${cut.text}\n[truncated at 8 KB: ${cut.lines - 1} of ${matches.length} shown]` : cut.text, cut.truncated);
}
