import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { securityHeadersFor } from './securityHeaders';

const failureFor = (code: string): { statusCode: number; message: string } => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, message: 'Request timed out' };
  if (code === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, message: 'Request headers are too large' };
  return { statusCode: 400, message: 'Malformed HTTP request' };
};

/**
 * Requests Node's HTTP parser refuses (an unknown method, a broken header, headers over the size limit) never reach
 * Fastify: they are answered here, on the socket, in the API's shape and with its headers.
 */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (error, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = failureFor(error.code);
  const body = JSON.stringify({ success: false, message });
  const headers = {
    ...securityHeadersFor('/api'),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
};
