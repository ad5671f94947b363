import { AppError, invalid } from '../../domain/errors.js';

/** SPEC Limits → Commit. */
export const COMMIT_LIMITS = {
  files: 1000,
  fileBytes: 10 * 1024 * 1024,
  messageBytes: 50 * 1024,
  pathBytes: 4096,
  /** SPEC: lazy edit snippet 200 KB, 50 lazy_edit changes per commit, 15 s per lazy edit. */
  snippetBytes: 200 * 1024,
  lazyEdits: 50,
  lazyEditMs: 15_000,
  instructionChars: 2000,
} as const;

/**
 * Path rules for files written by the API: relative, no empty, `.` or `..` segments, no `.git` segment (in
 * any letter case: it would be the repository itself on case-insensitive checkouts), no NUL or control
 * characters, no backslashes.
 */
export function checkPath(path: unknown, field = 'path'): string {
  if (typeof path !== 'string' || path.length === 0) throw invalid(`${field} must be a non-empty string`);
  if (Buffer.byteLength(path) > COMMIT_LIMITS.pathBytes) throw invalid(`${field} is longer than ${COMMIT_LIMITS.pathBytes} bytes`);
  if (path.startsWith('/')) throw invalid(`${field} '${path}' must be relative`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) throw invalid(`${field} contains control characters`);
  if (path.includes('\\')) throw invalid(`${field} '${path}' contains a backslash`);
  for (const segment of path.split('/')) {
    if (segment === '') throw invalid(`${field} '${path}' has an empty segment`);
    if (segment === '.' || segment === '..') throw invalid(`${field} '${path}' must not contain '.' or '..' segments`);
    if (segment.toLowerCase() === '.git') throw invalid(`${field} '${path}' must not contain a .git segment`);
  }
  return path;
}

/** Decodes change content; base64 must be canonical so a typo is reported, not silently dropped. */
export function decodeContent(content: string, encoding: 'utf-8' | 'base64', path: string): Buffer {
  let bytes: Buffer;
  if (encoding === 'base64') {
    const compact = content.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) {
      throw invalid(`content of '${path}' is not valid base64`);
    }
    bytes = Buffer.from(compact, 'base64');
  } else {
    bytes = Buffer.from(content, 'utf8');
  }
  if (bytes.length > COMMIT_LIMITS.fileBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `'${path}' is larger than ${COMMIT_LIMITS.fileBytes} bytes`);
  }
  return bytes;
}
