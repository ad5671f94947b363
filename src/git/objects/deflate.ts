/**
 * Deflating a batch of objects without blocking the event loop for milliseconds.
 *
 * Measured on the 2-core box: 45 objects (156 KB) take ~2 ms with deflateSync but ~6 ms with async
 * zlib (one libuv-pool round trip per object). So a commit-sized batch goes to one persistent worker
 * thread in a single message (deflateSync there), tiny batches are deflated inline (~0.1 ms), and
 * big objects use async zlib so they do not hog the worker.
 */
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

const deflateAsync = promisify(zlib.deflate);

/** Below this many bytes in total, inline deflate is cheaper than a worker round trip. */
const INLINE_MAX_BYTES = 16 * 1024;
/** Objects at least this large go to the libuv pool individually. */
const LARGE_OBJECT_BYTES = 1024 * 1024;

// CommonJS source, so it runs the same under tsx and from the compiled build.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', (msg) => {
  try {
    const out = msg.bufs.map((b) => zlib.deflateSync(b, { level: msg.level }));
    parentPort.postMessage({ id: msg.id, out });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: String(err && err.message || err) });
  }
});
`;

interface Pending {
  resolve(out: Buffer[]): void;
  reject(err: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.on('message', (msg: { id: number; out?: Uint8Array[]; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (pending.size === 0) w.unref();
    if (msg.error !== undefined || !msg.out) p.reject(new Error(`deflate worker: ${msg.error ?? 'no output'}`));
    else p.resolve(msg.out.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)));
  });
  const fail = (err: Error): void => {
    if (worker === w) worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`deflate worker exited (${code})`)));
  w.unref(); // an idle worker must not keep the process alive
  worker = w;
  return w;
}

function viaWorker(bufs: Uint8Array[], level: number): Promise<Buffer[]> {
  const w = getWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, bufs, level }); // structured clone copies; callers keep their buffers
  });
}

/** zlib-deflate each buffer (git object / pack entry format); output order matches input. */
export async function deflateAll(bufs: readonly Uint8Array[], level = 1): Promise<Buffer[]> {
  const out: Buffer[] = new Array<Buffer>(bufs.length);
  const small: number[] = [];
  let smallBytes = 0;
  const jobs: Array<Promise<void>> = [];
  bufs.forEach((b, i) => {
    if (b.length >= LARGE_OBJECT_BYTES) {
      jobs.push(deflateAsync(b, { level }).then((z) => void (out[i] = z)));
    } else {
      small.push(i);
      smallBytes += b.length;
    }
  });
  if (smallBytes < INLINE_MAX_BYTES) {
    for (const i of small) out[i] = zlib.deflateSync(bufs[i]!, { level });
  } else {
    jobs.push(
      viaWorker(small.map((i) => bufs[i]!), level).then((zs) => {
        small.forEach((i, k) => (out[i] = zs[k]!));
      }),
    );
  }
  await Promise.all(jobs);
  return out;
}

