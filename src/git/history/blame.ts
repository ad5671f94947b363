/**
 * `git blame --porcelain` over a line range of one file at one commit, parsed: per line the commit that last
 * changed it and the line's number and path in that commit; per commit (once) its author, time and summary.
 * The repository's mailmap is not applied, so names read as the commit objects (and the commits API) have them.
 */
import { gitArgs } from '../args.js';
import { gitOk } from '../exec.js';
import { unquoteC } from './diff.js';

export interface BlameLine {
  /** 1-based line number in the blamed file. */
  line: number;
  sha: string;
  /** Line number and path in `sha`, where the line was introduced. */
  originalLine: number;
  originalPath: string;
  content: string;
}

export interface BlameCommit {
  sha: string;
  authorName: string;
  authorEmail: string;
  /** Author time, seconds since the epoch. */
  authorTime: number;
  summary: string;
  /** The history ends here (a root commit): the lines were not traced further. */
  boundary: boolean;
  /** The commit and path the lines came from before `sha` changed them; null at a boundary. */
  previous: { sha: string; path: string } | null;
}

export interface BlameResult {
  lines: BlameLine[];
  commits: BlameCommit[];
}

export interface BlameOptions {
  start: number;
  end: number;
  timeoutMs: number;
  maxOutputBytes: number;
}

const HEADER = /^([0-9a-f]{40}) (\d+) (\d+)(?: \d+)?$/;

export async function blame(dir: string, commit: string, path: string, opts: BlameOptions): Promise<BlameResult> {
  // blame in git 2.39 does not take --end-of-options; the commit is a validated full id and the path follows `--`
  const argv = gitArgs(['-c', 'mailmap.blob=', 'blame', '--porcelain', `-L${opts.start},${opts.end}`], { oids: [commit], paths: [path], endOfOptions: false });
  const out = await gitOk(argv, { gitDir: dir, timeoutMs: opts.timeoutMs, maxStdoutBytes: opts.maxOutputBytes });
  return parsePorcelain(out.toString('utf8'));
}

export function parsePorcelain(text: string): BlameResult {
  const lines: BlameLine[] = [];
  const commits = new Map<string, BlameCommit>();
  const paths = new Map<string, string>();
  let current: { sha: string; originalLine: number; line: number } | null = null;
  for (const row of text.split('\n')) {
    if (row.startsWith('\t')) {
      if (!current) continue;
      lines.push({ line: current.line, sha: current.sha, originalLine: current.originalLine, originalPath: paths.get(current.sha) ?? '', content: row.slice(1) });
      current = null;
      continue;
    }
    const header = HEADER.exec(row);
    if (header) {
      const sha = header[1]!;
      current = { sha, originalLine: Number(header[2]), line: Number(header[3]) };
      if (!commits.has(sha)) {
        commits.set(sha, { sha, authorName: '', authorEmail: '', authorTime: 0, summary: '', boundary: false, previous: null });
      }
      continue;
    }
    if (!current) continue;
    const c = commits.get(current.sha)!;
    const space = row.indexOf(' ');
    const key = space < 0 ? row : row.slice(0, space);
    const value = space < 0 ? '' : row.slice(space + 1);
    if (key === 'author') c.authorName = value;
    else if (key === 'author-mail') c.authorEmail = value.replace(/^<(.*)>$/, '$1');
    else if (key === 'author-time') c.authorTime = Number(value) || 0;
    else if (key === 'summary') c.summary = value;
    else if (key === 'boundary') c.boundary = true;
    else if (key === 'filename') paths.set(current.sha, quotedPath(value));
    else if (key === 'previous') {
      const sp = value.indexOf(' ');
      c.previous = { sha: value.slice(0, sp), path: quotedPath(value.slice(sp + 1)) };
    }
  }
  return { lines, commits: [...commits.values()] };
}

/** Paths with unusual bytes (non-ASCII included) come C-quoted, as everywhere in git's text output. */
function quotedPath(value: string): string {
  return value.startsWith('"') ? (unquoteC(value, 0)?.value ?? value) : value;
}
