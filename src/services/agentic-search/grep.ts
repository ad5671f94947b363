/**
 * grep_search: the sandbox's grep over the commit's files. The candidate files (under `path`, matching
 * `include_pattern`) are chosen from the listing, so a path glob can use `**`, which grep's own --include (names
 * only) cannot; grep is then given folders where it can recurse and files by name elsewhere.
 */
import picomatch from 'picomatch';
import { AGENTIC_LIMITS } from './limits.js';
import { preload } from './blobs.js';
import { output, sandboxMs, seconds, type ToolContext, type ToolOutput } from './context.js';
import type { Location } from './events.js';
import { clipLine, cutLines, plural, shellQuote } from './text.js';
import type { GrepArgs } from './tools.js';
import { normalizeToolPath, parentOf, type TreeIndex } from './tree-index.js';

/** A glob without '/' matches file names anywhere, as in .gitignore; one with '/' matches whole paths. */
export function globMatcher(pattern: string): (path: string) => boolean {
  return picomatch(pattern.replace(/^\.?\//, ''), { dot: true, basename: !pattern.includes('/') });
}

const MATCH = /^(.+?):(\d+):/;
const CONTEXT = /^(.+?)-(\d+)-/;

/**
 * What grep is given for a set of candidate files under `path`: a folder wherever grep -r over it reads exactly
 * candidates (recursing is much faster than naming hundreds of files), and elsewhere the candidate files themselves.
 */
export function grepTargets(index: TreeIndex, path: string, candidates: string[]): string[] {
  if (candidates.length === 1 && candidates[0] === path) return candidates;
  const chosen = new Set(candidates);
  /** Per folder: files below it, and how many of them are candidates. */
  const below = new Map<string, number>();
  const chosenBelow = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const file of index.files.keys()) {
    if (file !== path && !file.startsWith(path === '' ? '' : `${path}/`)) continue;
    const isChosen = chosen.has(file);
    for (let dir = parentOf(file); ; dir = parentOf(dir)) {
      bump(below, dir);
      if (isChosen) bump(chosenBelow, dir);
      if (dir === '' || dir === path) break;
    }
  }
  const out: string[] = [];
  const visit = (dir: string) => {
    const all = below.get(dir) ?? 0;
    if (all > 0 && chosenBelow.get(dir) === all) {
      out.push(dir === '' ? '.' : dir);
      return;
    }
    const folder = index.folders.get(dir)!;
    for (const f of folder.files) if (chosen.has(f)) out.push(f);
    for (const sub of folder.folders) if ((chosenBelow.get(sub) ?? 0) > 0) visit(sub);
  };
  visit(path);
  return out;
}

function command(args: GrepArgs, files: string[], listOnly: boolean): string {
  const flags = ['-rn', '-E'];
  if (!args.case_sensitive) flags.push('-i');
  if (listOnly) flags.push('-l');
  else {
    flags.push('-m', String(AGENTIC_LIMITS.grepMatchesPerFile));
    if (args.output_context_lines > 0) flags.push('-C', String(args.output_context_lines));
  }
  // the whole tree: no operand, so grep -r names files without a leading './'
  const operands = files.length === 1 && files[0] === '.' ? '' : ` -- ${files.map(shellQuote).join(' ')}`;
  return `grep ${flags.join(' ')} -e ${shellQuote(args.pattern)}${operands}`;
}

function run(ctx: ToolContext, args: GrepArgs, files: string[], listOnly: boolean) {
  return ctx.exec.inspect(ctx.view, command(args, files, listOnly), { timeMs: sandboxMs(ctx.toolMs), outputBytes: AGENTIC_LIMITS.commandOutputBytes });
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
  const targets = grepTargets(ctx.index, path, files);
  let result = await run(ctx, args, targets, false);
  if (result.exit_code === 1) return output(`no matches for /${args.pattern}/${args.case_sensitive ? '' : 'i'} in ${plural(files.length, 'file')}`);
  if (result.exit_code === 124 || result.exit_code === 137) return output(`error: the search did not finish within ${seconds(ctx.toolMs)}; narrow it with path or include_pattern`);
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
  return summarize(result.stdout, result.stderr);
}

/** Matching lines with a count on top; binary files are named once instead of printed. */
function summarize(stdout: string, stderr: string): ToolOutput {
  const lines: string[] = [];
  const found: Location[] = [];
  const binary = new Set<string>();
  for (const note of stderr.matchAll(/^grep: (.+): binary file matches$/gm)) {
    lines.push(`${note[1]}: binary file matches`);
    binary.add(note[1]!);
  }
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
