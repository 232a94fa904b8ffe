import { formatServerSentEvent, readServerSentEvents, type ServerSentEvent } from '@/contracts/eventStream';

/** A body cut into the given pieces, as the network may deliver it. */
const bodyOf = (pieces: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
};

const readAll = async (pieces: string[]) => {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(bodyOf(pieces))) events.push(event);
  return events;
};

describe('text/event-stream', () => {
  const events: ServerSentEvent[] = [
    { event: 'delta', data: '{"text":"Enforce MFA"}' },
    { event: 'delta', data: 'two\nlines' },
    { event: 'answered', data: '{"text":"é, ✓ and 🔒"}' },
  ];
  const written = events.map(formatServerSentEvent).join('');

  it('reads back what it writes, multi-line data included', async () => {
    expect(await readAll([written])).toEqual(events);
  });

  it('reads the same events however the bytes are cut, through multi-byte characters', async () => {
    const bytes = new TextEncoder().encode(written);
    const oneByteAtATime = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    const read: ServerSentEvent[] = [];
    for await (const event of readServerSentEvents(oneByteAtATime)) read.push(event);
    expect(read).toEqual(events);
  });

  it("reads a language model's stream: unnamed events, CRLF line ends, comments, no blank line at the end", async () => {
    expect(await readAll([': keep-alive\r\n\r\ndata: {"a":1}\r\n', '\r\ndata: [DONE]'])).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '[DONE]' },
    ]);
  });
});
