/**
 * grep_search: the sandbox's grep over the commit's files. The candidate files (under `path`, matching
 * `include_pattern`) are chosen from the listing, so dot-files count too (the sandbox's grep -r skips them) and
 * a path glob can use `**`, which grep's own --include (names only) cannot.
 */
import picomatch from 'picomatch';
import { AGENTIC_LIMITS } from './limits.js';
import { preload } from './blobs.js';
import { output, SANDBOX_GRACE_MS, type ToolContext, type ToolOutput } from './context.js';
import type { Location } from './events.js';
import { clipLine, cutLines, plural, shellQuote } from './text.js';
import type { GrepArgs } from './tools.js';
import { normalizeToolPath } from './tree-index.js';

/** A glob without '/' matches file names anywhere, as in .gitignore; one with '/' matches whole paths. */
export function globMatcher(pattern: string): (path: string) => boolean {
  return picomatch(pattern.replace(/^\.?\//, ''), { dot: true, basename: !pattern.includes('/') });
}

const MATCH = /^(.+?):(\d+):/;
const CONTEXT = /^(.+?)-(\d+)-/;

/** Whether a path below the search root passes through a dot-file or dot-folder, which grep -r skips. */
const hidden = (relative: string) => relative.startsWith('.') || relative.includes('/.');

/**
 * What grep is given: without include_pattern, the folder itself (recursing is faster than naming hundreds of
 * files) plus the dot-files below it by name; with one, the matching files by name.
 */
export function grepTargets(path: string, files: string[], filtered: boolean): string[] {
  if (filtered || files.length === 1) return files;
  const prefix = path === '' ? '' : `${path}/`;
  return [path === '' ? '.' : path, ...files.filter((f) => hidden(f.slice(prefix.length)))];
}

function command(args: GrepArgs, files: string[], listOnly: boolean): string {
  const flags = ['-rn', '-E'];
  if (!args.case_sensitive) flags.push('-i');
  if (listOnly) flags.push('-l');
  else {
    flags.push('-m', String(AGENTIC_LIMITS.grepMatchesPerFile));
    if (args.output_context_lines > 0) flags.push('-C', String(args.output_context_lines));
  }
  return `grep ${flags.join(' ')} -e ${shellQuote(args.pattern)} -- ${files.map(shellQuote).join(' ')}`;
}

function run(ctx: ToolContext, args: GrepArgs, files: string[], listOnly: boolean) {
  return ctx.exec.inspect(ctx.view, command(args, files, listOnly), { timeMs: ctx.toolMs - SANDBOX_GRACE_MS, outputBytes: AGENTIC_LIMITS.commandOutputBytes });
}

export async function grepSearch(ctx: ToolContext, args: GrepArgs): Promise<ToolOutput> {
  const path = normalizeToolPath(args.path);
  if (path === null) return output(`error: path '${args.path}' leaves the repository`);
  if (path !== '' && !ctx.index.files.has(path) && !ctx.index.folders.has(path)) return output(`error: '${path}' does not exist at this commit`);
  let files = ctx.index.filesUnder(path);
  if (args.include_pattern) {
    const isMatch = globMatcher(args.include_pattern);
    files = files.filter((f) => isMatch(f));
    if (files.length === 0) return output(`no file${path ? ` under '${path}'` : ''} matches include_pattern '${args.include_pattern}'`);
  }
  if (files.length === 0) return output('no files to search');
  await preload(ctx, files);
  const targets = grepTargets(path, files, args.include_pattern !== null);
  let result = await run(ctx, args, targets, false);
  if (result.exit_code === 1) return output(`no matches for /${args.pattern}/${args.case_sensitive ? '' : 'i'} in ${plural(files.length, 'file')}`);
  if (result.exit_code === 124 || result.exit_code === 137) return output(`error: the search did not finish within ${ctx.toolMs / 1000} s; narrow it with path or include_pattern`);
  if (result.exit_code === 126) {
    // more matching lines than the sandbox may print: name the files instead
    result = await run(ctx, args, targets, true);
    if (result.exit_code === 0) {
      const names = result.stdout.split('\n').filter(Boolean);
      const cut = cutLines([`too many matching lines to show; ${plural(names.length, 'file')} match (narrow the pattern or path to see lines):`, ...names]);
      return output(cut.text, cut.truncated, names.map((p) => ({ path: p, start_line: 0, end_line: 0 })));
    }
  }
  if (result.exit_code !== 0) return output(`error: ${(result.stderr.trim() || `grep exited with ${result.exit_code}`).replace(/^grep: /, '')}`);
  return summarize(result.stdout);
}

/** Matching lines with a count on top; binary files are named once instead of printed. */
function summarize(stdout: string): ToolOutput {
  const lines: string[] = [];
  const found: Location[] = [];
  const binary = new Set<string>();
  const matchedFiles = new Set<string>();
  let matches = 0;
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const match = MATCH.exec(line);
    const file = match?.[1] ?? CONTEXT.exec(line)?.[1];
    if (file !== undefined && line.includes('\u0000')) {
      if (!binary.has(file)) lines.push(`${file}: binary file matches`);
      binary.add(file);
      continue;
    }
    if (match) {
      matches++;
      matchedFiles.add(match[1]!);
      const n = Number(match[2]);
      found.push({ path: match[1]!, start_line: n, end_line: n });
    }
    lines.push(clipLine(line));
  }
  const header = `${plural(matches, 'matching line')} in ${plural(matchedFiles.size + binary.size, 'file')} (at most ${AGENTIC_LIMITS.grepMatchesPerFile} per file)`;
  const cut = cutLines([header, ...lines], AGENTIC_LIMITS.toolResultBytes, 80);
  const shown = Math.max(0, cut.lines - 1);
  const text = cut.truncated ? `${cut.text}\n[truncated at 8 KB: ${shown} of ${lines.length} lines shown; narrow path or include_pattern]` : cut.text;
  return output(text, cut.truncated, found);
}
