import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PromptMessage } from '../../../server/src/core/languageModel';

export type CompletionRequest = {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: PromptMessage[] };
};

/** How the fake answers the next requests: streamed pieces, an HTTP error, a stream cut short, or nothing at all. */
export type FakeBehaviour =
  /** With `holdAfterFirst`, the pieces after the first wait until it settles. */
  | { kind: 'answer'; pieces: string[]; holdAfterFirst?: Promise<void> }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'breakOff'; pieces: string[] }
  | { kind: 'silent' };

const completionChunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_790_000_000,
    model: 'fake',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const streamPieces = async (response: ServerResponse, pieces: string[], thenEnd: boolean, hold?: Promise<void>) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  // The role first, with no content, as OpenAI's and Ollama's first chunk is.
  response.write(
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`,
  );
  for (const [index, piece] of pieces.entries()) {
    if (index === 1 && hold) await hold;
    response.write(completionChunk(piece));
  }
  // Cut once what was written has gone out.
  if (!thenEnd) return void response.write('', () => response.socket?.destroy());
  response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  response.end('data: [DONE]\n\n');
};

/**
 * An OpenAI-compatible chat completions endpoint on a free loopback port, answering `POST /v1/chat/completions` as
 * the documented streaming shape does (chunks of `choices[0].delta.content`, then `[DONE]`), and keeping every request.
 */
export const startFakeLanguageModel = async () => {
  const requests: CompletionRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'answer', pieces: ['From your data: ', 'CC7.4 needs attention.'] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      }
      requests.push({
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      if (behaviour.kind === 'answer') {
        return void streamPieces(response, behaviour.pieces, true, behaviour.holdAfterFirst);
      }
      if (behaviour.kind === 'breakOff') return void streamPieces(response, behaviour.pieces, false);
      if (behaviour.kind === 'status') {
        return response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    behave: (next: FakeBehaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakeLanguageModel = Awaited<ReturnType<typeof startFakeLanguageModel>>;
