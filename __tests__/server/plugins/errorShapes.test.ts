import type { InjectOptions } from 'fastify';
import { type RawResponse, sendRaw } from '../helpers/rawHttp';
import { signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

type Answer = Pick<RawResponse, 'statusCode' | 'body'> & { headers: Record<string, unknown> };

/** What every refused /api request looks like, whichever part of Fastify refused it. */
const expectApiFailure = (response: Answer, statusCode: number, message: string) => {
  expect({ status: response.statusCode, body: response.body }).toEqual({
    status: statusCode,
    body: expect.any(String),
  });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(body.message).toBe(message);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
};

const json = { 'content-type': 'application/json' };
const oneMegabyte = 1024 * 1024;

describe('every error Fastify can raise for a client answers { success: false, message }', () => {
  const t = setupTestApp();
  let token: string;

  beforeAll(async () => {
    token = await signIn(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const injected: [string, InjectOptions, number, string][] = [
    ['an unknown route', { method: 'GET', url: '/api/nope' }, 404, 'Not found'],
    ['an unknown route under a module', { method: 'POST', url: '/api/auth/nope', payload: {} }, 404, 'Not found'],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/auth/login', payload: 'a=1', headers: { 'content-type': 'text/plain' } },
      415,
      'Content-Type must be application/json',
    ],
    [
      'an XML body',
      { method: 'POST', url: '/api/wishlist', payload: '<a/>', headers: { 'content-type': 'application/xml' } },
      415,
      'Content-Type must be application/json',
    ],
    [
      'a body without a Content-Type',
      { method: 'POST', url: '/api/wishlist', payload: Buffer.from('{}') },
      415,
      'Content-Type must be application/json',
    ],
    [
      'a malformed Content-Type',
      { method: 'POST', url: '/api/auth/login', payload: '{}', headers: { 'content-type': 'json' } },
      415,
      'Content-Type must be application/json',
    ],
    [
      'invalid JSON',
      { method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: json },
      400,
      'Request body must be valid JSON',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/auth/login', payload: '', headers: json },
      400,
      'Request body must not be empty',
    ],
    [
      'a prototype-poisoning body',
      { method: 'POST', url: '/api/auth/login', payload: '{"__proto__":{"x":1}}', headers: json },
      400,
      'Request body must be valid JSON',
    ],
    [
      'a body over the limit',
      { method: 'POST', url: '/api/wishlist', payload: `"${'x'.repeat(oneMegabyte)}"`, headers: json },
      413,
      'Request body is too large (limit 1 MB)',
    ],
    [
      'a Content-Length the body does not match',
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email":"a@b.co"}',
        headers: { ...json, 'content-length': '5' },
      },
      400,
      'Content-Length does not match the request body',
    ],
  ];

  it.each(injected)('%s', async (_case, request, statusCode, message) => {
    expectApiFailure(await t.app.inject(request), statusCode, message);
  });

  it.each([
    ['DELETE', '/api/auth/me', 'GET, HEAD'],
    ['PATCH', '/api/wishlist', 'POST'],
    ['OPTIONS', '/api/health', 'GET, HEAD'],
    ['PUT', '/api/dashboard/overview', 'GET, HEAD'],
  ] as const)('a %s to %s, which exists for other methods, is a 405 naming them', async (method, url, allow) => {
    const response = await t.app.inject({ method, url });
    expectApiFailure(response, 405, 'Method not allowed');
    expect(response.headers.allow).toBe(allow);
  });

  it.each([
    ['a repeated parameter', '/api/audit-logs?page=1&page=2', 'page must be a string'],
    ['an undecodable parameter', '/api/audit-logs?page=%zz', 'page must be a whole number'],
    [
      'an undecodable key and nested brackets',
      '/api/audit-logs?%ff=1&limit[a][b][c]=1&limit=x',
      'limit must be a whole number',
    ],
  ])('a query string with %s is a 400 naming the field', async (_case, url, message) => {
    expectApiFailure(
      await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
      400,
      message,
    );
  });

  // light-my-request would encode these URLs and methods, so they go over a real socket.
  it.each([
    ['a URL Fastify cannot decode', 'GET /api/%ff HTTP/1.1\r\nHost: localhost', 400, 'The URL is not valid'],
    [
      'an undecodable URL under a module',
      'GET /api/auth/%E0%A4%A HTTP/1.1\r\nHost: localhost',
      400,
      'The URL is not valid',
    ],
    ['an unknown HTTP method', 'BREW /api/health HTTP/1.1\r\nHost: localhost', 400, 'Malformed HTTP request'],
    [
      'a malformed header line',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nno colon here',
      400,
      'Malformed HTTP request',
    ],
    [
      'headers over the size limit',
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}`,
      431,
      'Request headers are too large',
    ],
  ])('%s, sent raw', async (_case, head, statusCode, message) => {
    expectApiFailure(await sendRaw(t.app, head), statusCode, message);
  });
});
