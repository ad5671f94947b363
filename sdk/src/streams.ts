import { EventSourceParserStream } from 'eventsource-parser/stream';

/** The objects of an `application/x-ndjson` body, one per line, as they arrive. */
export async function* ndjson<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) yield JSON.parse(line) as T;
    }
  }
  const rest = (buffered + decoder.decode()).trim();
  if (rest) yield JSON.parse(rest) as T;
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** The events of a `text/event-stream` body (comments and keep-alives dropped by the parser). */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const message of events as unknown as AsyncIterable<{ event?: string; data: string }>) {
    yield { event: message.event ?? 'message', data: message.data };
  }
}
