/**
 * A small pool of exec worker threads. Each run gets a thread of its own; a run that passes its wall-clock
 * budget, or a thread that dies (out of memory, a crash), costs only that thread, which is replaced by a fresh
 * one on the next run. The server's own thread only answers object reads.
 */
import { Worker } from 'node:worker_threads';
import type { FromWorker, RunRequest, RunResult, ToWorker } from './protocol.js';

export interface PoolOptions {
  size: number;
  /** Heap of each thread (resourceLimits.maxOldGenerationSizeMb). */
  memoryMb: number;
  /** Extra wall-clock time past the command's own time limit before the thread is terminated. */
  graceMs: number;
}

/** Reads git objects for the worker, through the repository handle of the mount (null for one that is missing). */
export type ObjectReader = (mount: number, oids: string[]) => Promise<Array<Uint8Array | null>>;

/** Exit codes of runs the thread could not finish itself (timeout's and an OOM kill's, as a shell reports them). */
export const EXIT_TIMEOUT = 124;
export const EXIT_KILLED = 137;

const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './worker.ts' : './worker.js', import.meta.url);
/** Run from source (tests, `npm run dev`), the thread first registers the TypeScript loader the main thread has. */
const FROM_SOURCE_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;

/** The workspace refused the request (a pre_apply_changes entry, the cwd); `code` is the error code to answer. */
export class RequestError extends Error {
  constructor(
    readonly code: 'VALIDATION_ERROR' | 'UNPROCESSABLE',
    message: string,
  ) {
    super(message);
  }
}

export class ExecPool {
  readonly #idle: Worker[] = [];
  readonly #waiting: Array<() => void> = [];
  #busy = 0;
  #closed = false;

  constructor(private readonly options: PoolOptions) {}

  #spawn(): Worker {
    const worker = new Worker(FROM_SOURCE ? FROM_SOURCE_BOOT : WORKER_URL, {
      eval: FROM_SOURCE,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // the sandbox gets none of the server's environment
      env: {},
    });
    worker.unref();
    // a thread that ends while idle must not be handed the next run
    worker.once('exit', () => {
      const at = this.#idle.indexOf(worker);
      if (at >= 0) this.#idle.splice(at, 1);
    });
    return worker;
  }

  async #acquire(): Promise<Worker> {
    while (this.#busy >= this.options.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy++;
    return this.#idle.pop() ?? this.#spawn();
  }

  #release(worker: Worker | null): void {
    this.#busy--;
    if (worker && !this.#closed) this.#idle.push(worker);
    this.#waiting.shift()?.();
  }

  async run(request: Omit<RunRequest, 'type'>, read: ObjectReader): Promise<RunResult> {
    if (this.#closed) throw new Error('exec pool is closed');
    const worker = await this.#acquire();
    let reusable = false;
    try {
      const result = await this.#runOn(worker, request, read);
      reusable = result.reusable;
      return result.result;
    } finally {
      if (!reusable) void worker.terminate();
      this.#release(reusable ? worker : null);
    }
  }

  #runOn(worker: Worker, request: Omit<RunRequest, 'type'>, read: ObjectReader): Promise<{ result: RunResult; reusable: boolean }> {
    return new Promise((resolve, reject) => {
      const ended = (exitCode: number, stderr: string) => resolve({ reusable: false, result: { type: 'done', stdout: '', stderr, exitCode, changes: [] } });
      const timer = setTimeout(() => {
        cleanup();
        ended(EXIT_TIMEOUT, `grove: the command ran past its ${request.limits.timeMs} ms time limit and was stopped\n`);
      }, request.limits.timeMs + this.options.graceMs);
      const onMessage = (message: FromWorker) => {
        if (message.type === 'object') {
          read(message.mount, message.oids).then(
            (data) => worker.postMessage({ type: 'object', id: message.id, data } satisfies ToWorker),
            (error: unknown) => worker.postMessage({ type: 'object', id: message.id, data: null, error: String(error) } satisfies ToWorker),
          );
          return;
        }
        cleanup();
        if (message.type === 'failed') reject(message.requestError ? new RequestError(message.requestError, message.message) : new Error(message.message));
        else resolve({ result: message, reusable: true });
      };
      const onError = (error: Error & { code?: string }) => {
        cleanup();
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') ended(EXIT_KILLED, `grove: the command used more than the ${this.options.memoryMb} MB memory limit and was stopped\n`);
        else ended(EXIT_KILLED, `grove: the command's sandbox failed (${error.message}) and was stopped\n`);
      };
      const onExit = () => {
        cleanup();
        ended(EXIT_KILLED, 'grove: the command\'s sandbox ended unexpectedly\n');
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ type: 'run', ...request } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#idle.splice(0).map((worker) => worker.terminate()));
  }
}
