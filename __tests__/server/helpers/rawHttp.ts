import { type AddressInfo, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type RawResponse = { statusCode: number; headers: Record<string, string>; body: string };

const parseResponse = (text: string): RawResponse => {
  const headerEnd = text.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = text.slice(0, headerEnd).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body: text.slice(headerEnd + 4) };
};

/**
 * Sends `head` (request line and headers, CRLF-separated, without the blank line) byte for byte to a listening app,
 * as light-my-request would normalise what these tests need to send broken: undecodable URLs, unknown methods.
 * A body, if any, follows the blank line; its Content-Length belongs in `head`.
 */
export const sendRaw = (app: FastifyInstance, head: string, body = ''): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // The server may reset the connection after answering a request it refuses to read.
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => resolve(parseResponse(received)));
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
