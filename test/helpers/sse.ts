// A small server-sent-events client for tests: real HTTP (fetch), frames parsed as a browser's EventSource would
// (event/data lines, comments starting with ':'), each one timestamped on arrival.

export interface SseFrame {
  /** The event name, or 'comment' for a ':' line. */
  event: string;
  /** Parsed JSON data, or the comment's text. */
  data: unknown;
  /** performance.now() when the frame arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The JSON body when the answer is not a stream (an error). */
  body: unknown;
  /** The next frame, waiting up to `timeoutMs`; null when the server ended the stream. */
  next(timeoutMs?: number): Promise<SseFrame | null>;
  /** The next frame that is not a keep-alive comment. */
  nextEvent(timeoutMs?: number): Promise<SseFrame | null>;
  /** Frames already received and not yet taken. */
  pending(): number;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const none = () => Promise.resolve(null);
    return { status: res.status, headers: res.headers, body, next: none, nextEvent: none, pending: () => 0, close: () => abort.abort() };
  }
  const frames: SseFrame[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const at = performance.now();
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frames.push({ event: 'comment', data: line.slice(1).trim(), at });
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data !== '') frames.push({ event, data: JSON.parse(data) as unknown, at });
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  })();
  const next = async (timeoutMs = 5000): Promise<SseFrame | null> => {
    const deadline = Date.now() + timeoutMs;
    while (frames.length === 0 && !ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return frames.shift() ?? null;
  };
  return {
    status: res.status,
    headers: res.headers,
    body: null,
    next,
    async nextEvent(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await next(Math.max(1, deadline - Date.now()));
        if (frame === null || frame.event !== 'comment') return frame;
      }
    },
    pending: () => frames.length,
    close: () => abort.abort(),
  };
}
