/**
 * Blame of one file at a revision (`git blame --porcelain` semantics): who last changed each line of a range, in
 * which commit, and where the line was then. Not a hot path, but bounded: files up to 8 MB, at most 5,000
 * lines a request, a timeout and an output cap on the git run.
 */
import { AppError, invalid } from '../../domain/errors.js';
import type { Caller } from '../../domain/types.js';
import { GitExecError } from '../../git/exec.js';
import { blame } from '../../git/history/blame.js';
import { FILE_LIMITS, type FileService } from '../files/index.js';
import type { RepoAddress } from '../repository/index.js';

export const BLAME_LIMITS = {
  /** Lines one request may blame; without end_line the range stops there and says so. */
  maxLines: 5_000,
  /** Files larger than this are not blamed (422); the content is read through the cat-file pool to count lines. */
  fileBytes: FILE_LIMITS.bufferedBlobBytes,
  timeoutMs: 30_000,
  outputBytes: 32 * 1024 * 1024,
} as const;

export interface BlameInput {
  start_line?: number | undefined;
  end_line?: number | undefined;
}

export interface BlameLineView {
  line: number;
  sha: string;
  original_line: number;
  original_path: string;
  author_name: string;
  author_email: string;
  timestamp: number;
  content: string;
}

export interface BlameCommitView {
  sha: string;
  summary: string;
  author_name: string;
  author_email: string;
  timestamp: number;
  boundary: boolean;
  previous_sha: string | null;
  previous_path: string | null;
}

export interface BlameView {
  ref: string;
  sha: string;
  path: string;
  start_line: number;
  end_line: number;
  total_lines: number;
  /** True when end_line was not given and the file goes on past the per-request line limit. */
  truncated: boolean;
  lines: BlameLineView[];
  commits: BlameCommitView[];
}

export interface BlameDeps {
  files: FileService;
}

export class BlameService {
  constructor(private readonly deps: BlameDeps) {}

  async blame(caller: Caller, address: RepoAddress, ref: string, rawPath: string, input: BlameInput): Promise<BlameView> {
    const target = await this.deps.files.locateBlob(caller, address, ref, rawPath);
    const size = await this.deps.files.size(target);
    if (size > BLAME_LIMITS.fileBytes) throw new AppError('UNPROCESSABLE', `'${target.path}' is ${size} bytes; blame reads files up to ${BLAME_LIMITS.fileBytes} bytes`);
    const blob = await target.handle.readObject(target.oid);
    const total = blob ? lineCount(blob.data) : 0;
    const { start, end, truncated } = lineRange(input, total, target.path);
    const view: BlameView = { ref: target.ref, sha: target.rev.sha, path: target.path, start_line: start, end_line: end, total_lines: total, truncated, lines: [], commits: [] };
    if (total === 0) return view;

    const result = await blame(target.handle.dir, target.rev.sha, target.path, {
      start,
      end,
      timeoutMs: BLAME_LIMITS.timeoutMs,
      maxOutputBytes: BLAME_LIMITS.outputBytes,
    }).catch((error: unknown) => {
      throw asAppError(error);
    });
    const bySha = new Map(result.commits.map((c) => [c.sha, c]));
    view.lines = result.lines.map((l) => {
      const c = bySha.get(l.sha);
      return {
        line: l.line,
        sha: l.sha,
        original_line: l.originalLine,
        original_path: l.originalPath,
        author_name: c?.authorName ?? '',
        author_email: c?.authorEmail ?? '',
        timestamp: c?.authorTime ?? 0,
        content: l.content,
      };
    });
    view.commits = result.commits.map((c) => ({
      sha: c.sha,
      summary: c.summary,
      author_name: c.authorName,
      author_email: c.authorEmail,
      timestamp: c.authorTime,
      boundary: c.boundary,
      previous_sha: c.previous?.sha ?? null,
      previous_path: c.previous?.path ?? null,
    }));
    return view;
  }
}

/** Lines as git counts them: a last line without a newline still counts. */
function lineCount(data: Buffer): number {
  if (data.length === 0) return 0;
  let n = 0;
  for (let i = data.indexOf(10); i >= 0; i = data.indexOf(10, i + 1)) n++;
  return data[data.length - 1] === 10 ? n : n + 1;
}

function lineRange(input: BlameInput, total: number, path: string): { start: number; end: number; truncated: boolean } {
  const start = input.start_line ?? 1;
  if (input.end_line !== undefined && input.end_line < start) throw invalid(`end_line (${input.end_line}) must not be before start_line (${start})`);
  if (total === 0) {
    if (input.start_line !== undefined || input.end_line !== undefined) throw invalid(`'${path}' is empty: it has no lines to blame`);
    return { start: 0, end: 0, truncated: false };
  }
  if (start > total) throw invalid(`start_line ${start} is past the end of '${path}', which has ${total} line(s)`);
  if (input.end_line !== undefined) {
    if (input.end_line > total) throw invalid(`end_line ${input.end_line} is past the end of '${path}', which has ${total} line(s)`);
    if (input.end_line - start + 1 > BLAME_LIMITS.maxLines) throw invalid(`at most ${BLAME_LIMITS.maxLines} lines can be blamed at once; ask for a smaller range`);
    return { start, end: input.end_line, truncated: false };
  }
  const end = Math.min(total, start + BLAME_LIMITS.maxLines - 1);
  return { start, end, truncated: end < total };
}

function asAppError(error: unknown): unknown {
  if (!(error instanceof GitExecError) || error.code !== null) return error;
  if (/timed out/.test(error.message)) return new AppError('TIMEOUT', 'the blame took too long to compute');
  if (/exceeds/.test(error.message)) return new AppError('UNPROCESSABLE', 'the blame is too large to return; ask for a smaller range');
  return error;
}
