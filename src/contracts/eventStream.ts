/**
 * text/event-stream (the WHATWG server-sent events format), written by the server and read by the client and by the
 * server itself from a language model's streamed answer: one reader for both.
 */
export type ServerSentEvent = { event: string; data: string };

export const eventStreamType = 'text/event-stream';

/** A stream that fails after it started ends with this event, its data the usual `{ success: false, message }`. */
export const streamFailedEvent = 'failed';

/** One event, its data on as many `data:` lines as it has lines. */
export const formatServerSentEvent = ({ event, data }: ServerSentEvent): string =>
  `event: ${event}\n${data
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

const fieldOf = (line: string): [string, string] => {
  const colon = line.indexOf(':');
  if (colon === -1) return [line, ''];
  const value = line.slice(colon + 1);
  return [line.slice(0, colon), value.startsWith(' ') ? value.slice(1) : value];
};

/** Events as they arrive, however the stream is cut into chunks; comments and unknown fields are skipped. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffered = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r\n|\r|\n/);
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
          continue;
        }
        const [field, value] = fieldOf(line);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) break;
    }
    if (data.length > 0) yield { event, data: data.join('\n') };
  } finally {
    reader.releaseLock();
  }
}
