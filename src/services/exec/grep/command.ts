/**
 * The workspace's `grep`. The bundled one matches with a regular-expression engine written in JavaScript, which
 * made `grep -rn` over a few thousand files take seconds; this one translates POSIX patterns to the engine built
 * into the runtime, scans each file in one pass, and asks for the blobs of a walked tree in batches ahead of
 * reading them. Calls it cannot answer exactly (rare options or pattern constructs) go to the bundled grep.
 * A pathological pattern is bounded like any runaway command: by the run's wall-clock limit.
 */
import picomatch from 'picomatch';
import { bytesOutput, defineCommand, unsafeBytesFromLatin1, type Command, type ExecResult, type IFileSystem } from 'just-bash';
import { absolutePath } from '../lazy-tree.js';
import { parseGrepArgs, type GrepOptions } from './options.js';
import { compilePatterns } from './pattern.js';
import { search } from './search.js';

/** Asks the workspace to load these files' contents ahead of their reads (absolute paths). */
export type Readahead = (paths: string[]) => void;

const READAHEAD = 256;
const STDIN = '(standard input)';

interface Target {
  /** How the file is named in the output. */
  label: string;
  /** Absolute path in the workspace, or null for standard input. */
  path: string | null;
}

/**
 * `fs` is the workspace's file system itself: going through the command context would copy every file's bytes
 * across the shell's extension boundary, which cost as much as the search.
 */
export function grepCommand(fs: IFileSystem, readahead: Readahead): Command {
  return defineCommand('grep', async (args, ctx) => {
    const options = parseGrepArgs(args);
    const line = options && compilePatterns(options.patterns, options);
    if (!options || !line) {
      if (ctx.origCommand) return ctx.origCommand(args);
      return { stdout: '', stderr: 'grep: unsupported arguments\n', exitCode: 2 };
    }
    const errors: string[] = [];
    // an error sets exit status 2 even when -s keeps its message quiet
    let failed = false;
    const complain = (message: string) => {
      failed = true;
      if (!options.noMessages) errors.push(`grep: ${message}\n`);
    };
    const { targets, anyDirectory } = await collect(fs, ctx.cwd, options, complain);
    const showNames = options.filenames ?? (targets.length > 1 || anyDirectory || options.operands.length > 1);
    // the whole-text scan only proposes lines (each is re-tested alone), so its wider `m` anchors are harmless
    const scan = new RegExp(line.source, line.flags + 'gm');
    const global = new RegExp(line.source, line.flags + 'g');
    const mode = options.quiet || options.list ? 'any' : options.count ? 'count' : 'lines';
    const out: string[] = [];
    const notes: string[] = [];
    let selectedAny = false;
    for (let i = 0; i < targets.length; i++) {
      // keep one batch of contents in flight ahead of the file being searched
      if (i % READAHEAD === 0) readahead(targets.slice(i === 0 ? 0 : i + READAHEAD, i + 2 * READAHEAD).flatMap((t) => (t.path ? [t.path] : [])));
      const target = targets[i]!;
      let bytes: Uint8Array;
      try {
        bytes = target.path === null ? new TextEncoder().encode(ctx.stdin as unknown as string) : await fs.readFileBuffer(target.path);
      } catch {
        complain(`${target.label}: No such file or directory`);
        continue;
      }
      const binary = !options.text && bytes.indexOf(0) >= 0;
      if (binary && options.skipBinary) continue;
      const text = new TextDecoder().decode(bytes);
      const binaryLines = binary && mode === 'lines';
      const result = search(text, line, scan, showNames ? target.label : '', {
        invert: options.invert,
        onlyMatching: options.onlyMatching,
        lineNumbers: options.lineNumbers,
        maxCount: options.maxCount,
        after: options.after,
        before: options.before,
        mode: binaryLines ? 'any' : mode,
        global,
      });
      if (result.selected > 0) selectedAny = true;
      if (options.quiet) {
        if (selectedAny) break;
        continue;
      }
      if (options.list === 'with' && result.selected > 0) out.push(target.label);
      else if (options.list === 'without' && result.selected === 0) out.push(target.label);
      else if (options.list) continue;
      else if (options.count) out.push(showNames ? `${target.label}:${result.selected}` : String(result.selected));
      else if (binaryLines) {
        if (result.selected > 0) notes.push(`grep: ${target.label}: binary file matches\n`);
      } else out.push(...result.out);
    }
    // handed on as bytes: the shell then counts output by length instead of walking megabytes for UTF-8 sizes
    const stdout = out.length > 0 ? bytesOutput(unsafeBytesFromLatin1(Buffer.from(out.join('\n') + '\n', 'utf8').toString('latin1'))) : { stdout: '' };
    const exitCode = options.quiet && selectedAny ? 0 : failed ? 2 : selectedAny ? 0 : 1;
    return { ...stdout, stderr: errors.join('') + notes.join(''), exitCode } satisfies ExecResult;
  });
}

function absolute(cwd: string, path: string): string {
  return path.startsWith('/') ? path : `${cwd.replace(/\/$/, '')}/${path}`;
}

/** The files to search, in grep's order: operands as given, folders walked in name order under -r. */
async function collect(
  fs: IFileSystem,
  cwd: string,
  options: GrepOptions,
  complain: (message: string) => void,
): Promise<{ targets: Target[]; anyDirectory: boolean }> {
  const targets: Target[] = [];
  let anyDirectory = false;
  const included = options.include.length > 0 ? picomatch(options.include, { dot: true }) : null;
  const excluded = options.exclude.length > 0 ? picomatch(options.exclude, { dot: true }) : null;
  const excludedDir = options.excludeDir.length > 0 ? picomatch(options.excludeDir, { dot: true }) : null;
  const wanted = (name: string) => (!included || included(name)) && !(excluded && excluded(name));

  // typed listings, not a stat per entry: stat would read each lazy file's content just to give its size
  const list = async (dir: string): Promise<Array<{ name: string; isDirectory: boolean }>> => {
    if (fs.readdirWithFileTypes) return fs.readdirWithFileTypes(dir);
    const names = await fs.readdir(dir);
    return Promise.all(names.map(async (name) => ({ name, isDirectory: Boolean((await fs.stat(`${dir === '/' ? '' : dir}/${name}`).catch(() => null))?.isDirectory) })));
  };
  const walk = async (dir: string, label: string): Promise<void> => {
    const entries = (await list(dir)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { name, isDirectory } of entries) {
      const path = `${dir === '/' ? '' : dir}/${name}`;
      const childLabel = label === '' ? name : label.endsWith('/') ? label + name : `${label}/${name}`;
      if (isDirectory) {
        if (!(excludedDir && excludedDir(name))) await walk(path, childLabel);
      } else if (wanted(name)) targets.push({ label: childLabel, path });
    }
  };

  const operands = options.operands.length > 0 ? options.operands : options.recursive ? [''] : ['-'];
  for (const operand of operands) {
    if (operand === '-') {
      targets.push({ label: STDIN, path: null });
      continue;
    }
    const path = absolute(cwd, operand || '.');
    const stat = await fs.stat(path).catch(() => null);
    if (!stat) {
      complain(`${operand}: No such file or directory`);
      continue;
    }
    if (stat.isDirectory) {
      if (!options.recursive) {
        complain(`${operand}: Is a directory`);
        continue;
      }
      anyDirectory = true;
      if (!(operand && excludedDir && excludedDir(operand.replace(/\/+$/, '').split('/').pop() ?? ''))) await walk(absolutePath(path), operand);
    } else if (options.operands.length === 0 || !options.recursive || wanted(operand.split('/').pop() ?? operand)) {
      targets.push({ label: operand, path });
    }
  }
  return { targets, anyDirectory };
}
