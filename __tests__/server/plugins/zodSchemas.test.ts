import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, type SessionUser, userResponse } from '@/contracts/auth';
import { registerErrorHandler } from '../../../server/src/plugins/errorHandler';
import { registerZodSchemas } from '../../../server/src/plugins/zodSchemas';

const user: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'Admin',
  jobTitle: null,
  phone: null,
  timezone: 'UTC-5',
  company: 'Acme',
  organizationId: 'o1',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The user with a name getter that counts how often a serializer reads it. */
const countingReads = () => {
  let reads = 0;
  const data = { ...user };
  Object.defineProperty(data, 'name', { enumerable: true, get: () => ((reads += 1), user.name) });
  return { data, reads: () => reads };
};

describe('zod schemas on Fastify', () => {
  let app: FastifyInstance;
  let shared: SessionUser = user;
  let tagParses = 0;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerZodSchemas(app);
    registerErrorHandler(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // A handler that forgets to pick its fields: the row carries secrets the contract does not declare.
    const leakyRow = { ...user, password_hash: '$argon2id$v=19$secret', session_revoked_at: null };
    typed.get('/leaky', { schema: { response: { 200: userResponse } } }, async () => ({
      success: true as const,
      data: leakyRow,
    }));
    typed.get('/shared', { schema: { response: { 200: userResponse } } }, async () => ({
      success: true as const,
      data: shared,
    }));
    typed.post('/login', { schema: { body: loginBody } }, async (request) => ({ email: request.body.email }));
    const pageQuery = z.object({
      page: z.coerce.number().int().min(1),
      tag: z
        .string()
        .transform((tag) => ((tagParses += 1), tag.toLowerCase()))
        .optional(),
    });
    typed.get('/pages', { schema: { querystring: pageQuery } }, async (request) => ({
      query: request.query,
      frozen: Object.isFrozen(request.query),
    }));
    await app.ready();
  });

  afterAll(() => app.close());

  it('writes only the fields the response schema declares', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/argon2|password_hash|session_revoked_at/);
    expect(response.json()).toEqual({ success: true, data: user });
  });

  it('writes frozen data once and sends the same text again; other data is written every time', async () => {
    const mutable = countingReads();
    shared = mutable.data;
    await app.inject({ method: 'GET', url: '/shared' });
    await app.inject({ method: 'GET', url: '/shared' });
    expect(mutable.reads()).toBe(2);

    const frozen = countingReads();
    shared = Object.freeze(frozen.data);
    const first = await app.inject({ method: 'GET', url: '/shared' });
    const second = await app.inject({ method: 'GET', url: '/shared' });
    expect(frozen.reads()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(first.json()).toEqual({ success: true, data: user });
  });

  it('answers invalid input with a 400 naming the field', async () => {
    const missing = await app.inject({ method: 'POST', url: '/login', payload: { password: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'email is required' });
    const wrongType = await app.inject({ method: 'POST', url: '/login', payload: { email: 'a@b.co', password: 5 } });
    expect(wrongType.json()).toEqual({ success: false, message: 'password must be a string' });
  });

  it('hands the handler the parsed body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: ' Ada@Example.com ', password: 'x' },
    });
    expect(response.json()).toEqual({ email: 'ada@example.com' });
  });

  it('parses a query string once: the same one again gets the same frozen value; an invalid one is still a 400', async () => {
    const first = await app.inject({ method: 'GET', url: '/pages?page=2&tag=Urgent' });
    const again = await app.inject({ method: 'GET', url: '/pages?page=2&tag=Urgent' });
    expect(first.json()).toEqual({ query: { page: 2, tag: 'urgent' }, frozen: true });
    expect(again.json()).toEqual(first.json());
    expect(tagParses).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/pages?page=3&tag=Urgent' })).json().query).toEqual({
      page: 3,
      tag: 'urgent',
    });
    const invalid = await app.inject({ method: 'GET', url: '/pages?page=0' });
    expect(invalid.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/pages?page=0' })).statusCode).toBe(400);
  });
});
