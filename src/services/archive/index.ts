/**
 * Archives of a revision (tar.gz or zip), streamed from `git archive`: everything under `<slug>-<short sha>/`, or
 * only one path of the commit. Heavy and not a hot path, so bounded: a few at a time per server, a timeout and
 * a size cap per archive.
 */
import { AppError, notFound } from '../../domain/errors.js';
import { GitExecError } from '../../git/exec.js';
import type { Caller } from '../../domain/types.js';
import { archiveStream, type ArchiveFormat } from '../../git/history/archive.js';
import { normalizePath } from '../files/index.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';
import type { Readable } from 'node:stream';

export const ARCHIVE_LIMITS = {
  /** Archives built at once by this server; more are refused with 429 until one ends. */
  concurrent: 4,
  timeoutMs: 5 * 60_000,
  bytes: 2 * 1024 * 1024 * 1024,
} as const;

export type { ArchiveFormat };

export interface ArchiveInput {
  format?: ArchiveFormat | undefined;
  path?: string | undefined;
}

export interface Archive {
  stream: Readable;
  filename: string;
  contentType: string;
  sha: string;
}

const CONTENT_TYPE: Record<ArchiveFormat, string> = { 'tar.gz': 'application/gzip', zip: 'application/zip' };

export interface ArchiveDeps {
  gate: RepoGate;
}

export class ArchiveService {
  #running = 0;

  constructor(private readonly deps: ArchiveDeps) {}

  async archive(caller: Caller, address: RepoAddress, ref: string, input: ArchiveInput): Promise<Archive> {
    const format = input.format ?? 'tar.gz';
    const path = normalizePath(input.path ?? '', true);
    const handle = await this.deps.gate.open(caller, address, 'read');
    const rev = await handle.resolve(ref, 'ref');
    if (path !== '') {
      const commit = await handle.commit(rev.sha);
      if (!(await handle.entryAt(commit.tree, path))) throw notFound(`path '${path}' at '${ref}'`);
    }
    if (this.#running >= ARCHIVE_LIMITS.concurrent) {
      throw new AppError('RATE_LIMITED', `${ARCHIVE_LIMITS.concurrent} archives are being built already; retry in a moment`);
    }
    const name = `${handle.repo.slug}-${rev.sha.slice(0, 7)}`;
    this.#running++;
    let ended = false;
    const stream = await archiveStream(
      handle.dir,
      rev.sha,
      { format, prefix: `${name}/`, path, timeoutMs: ARCHIVE_LIMITS.timeoutMs, maxBytes: ARCHIVE_LIMITS.bytes },
      () => {
        if (!ended) this.#running--;
        ended = true;
      },
    ).catch((error: unknown) => {
      throw asAppError(error);
    });
    return { stream, filename: `${name}.${format}`, contentType: CONTENT_TYPE[format], sha: rev.sha };
  }
}

/** Limits passed before the first bytes went out are answers; later ones break the transfer (see git/history/archive). */
function asAppError(error: unknown): unknown {
  if (!(error instanceof GitExecError) || error.code !== null) return error;
  if (/timed out/.test(error.message)) return new AppError('TIMEOUT', 'the archive took too long to build');
  if (/exceeds/.test(error.message)) return new AppError('UNPROCESSABLE', `the archive is larger than ${ARCHIVE_LIMITS.bytes} bytes; ask for a path`);
  return error;
}
