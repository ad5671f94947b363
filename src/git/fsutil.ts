/** Small durability helpers shared by the pack, ref and repo writers. */
import { open, readdir, type FileHandle } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';

/**
 * fsync a directory so renames/creations inside it survive a crash. (On ext4 with delalloc this
 * does NOT make the files' data durable; fsync the files themselves first.)
 */
export async function fsyncDir(dir: string): Promise<void> {
  return fsyncPath(dir);
}

/** fsync a file or directory by path. */
export async function fsyncPath(p: string): Promise<void> {
  const fh = await open(p, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Create a new file (O_EXCL), write `data`, optionally fsync, close. */
export async function writeNewFile(
  file: string,
  data: string | Uint8Array | readonly Uint8Array[],
  opts: { fsync: boolean; mode?: number },
): Promise<void> {
  const fh = await open(file, 'wx', opts.mode ?? 0o644);
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) await fh.writeFile(data);
    else await writeAll(fh, data);
    if (opts.fsync) await fh.sync();
  } finally {
    await fh.close();
  }
}

/** writev, then plain writes for anything a short write left over. */
async function writeAll(fh: FileHandle, bufs: readonly Uint8Array[]): Promise<void> {
  const total = bufs.reduce((n, b) => n + b.length, 0);
  const { bytesWritten } = await fh.writev(bufs as Uint8Array[]);
  if (bytesWritten === total) return;
  let rest = Buffer.concat(bufs as Uint8Array[]).subarray(bytesWritten);
  while (rest.length > 0) {
    const res = await fh.write(rest);
    rest = rest.subarray(res.bytesWritten);
  }
}

/** A random suffix for temporary names. */
export function tmpSuffix(): string {
  return randomBytes(6).toString('hex');
}

export function errCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | null)?.code;
}

/** A directory's names, or none when it (or a parent) does not exist; other errors are thrown. */
export async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if (errCode(err) === 'ENOENT' || errCode(err) === 'ENOTDIR') return [];
    throw err;
  }
}
