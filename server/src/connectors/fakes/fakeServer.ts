import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The states every provider fake can be put in, as the connector tests and the sandbox need them. */
export type FakeState = 'good' | 'misconfigured' | 'unauthorized' | 'forbidden' | 'rateLimited' | 'timeout';

/** A running provider fake: its API URL, and a switch between a good account, a misconfigured one and failures. */
export type ProviderSandbox = { url: string; setState: (state: FakeState) => void; close: () => Promise<void> };

export type FakeRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };

/** A JSON body is serialised; a string is sent as it is, with the content type the headers give (XML for AWS). */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export type FakeServer = { url: string; close: () => Promise<void> };

const readBody = (request: NodeJS.ReadableStream): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const encode = ({ body, headers = {} }: FakeAnswer): { payload?: string; headers: Record<string, string> } => {
  if (body === undefined) return { headers };
  if (typeof body === 'string') return { payload: body, headers };
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json; charset=utf-8', ...headers } };
};

/**
 * An HTTP server on a free local port answering as a provider would. An `answer` of undefined leaves the request
 * unanswered, as a provider that accepted the connection and never replies: what a client's timeout is for.
 */
export const startFakeServer = async (
  answer: (request: FakeRequest, url: string) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>,
): Promise<FakeServer> => {
  let baseUrl = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', baseUrl);
      const answered = await answer({ method: request.method ?? 'GET', url, headers: request.headers, body }, baseUrl);
      if (!answered) return;
      const { payload, headers } = encode(answered);
      response.writeHead(answered.status, headers);
      response.end(payload);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
