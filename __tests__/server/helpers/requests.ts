import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoAccount } from '../../../server/src/demo/seed';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const api = (
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

export const signIn = async (
  app: FastifyInstance,
  email: string = demoAccount.email,
  password: string = demoAccount.password,
): Promise<string> => {
  const response = await api(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
};

let counter = 0;

export const newAccount = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Test User ${counter}`,
    email: `user${counter}.${Date.now()}@example.com`,
    password: 'correct-horse',
    company: `Company ${counter}`,
    jobTitle: 'CISO',
    ...overrides,
  };
};

export const registerAccount = async (app: FastifyInstance, overrides: Record<string, unknown> = {}) => {
  const account = newAccount(overrides);
  const response = await api(app, 'POST', '/api/auth/register', { body: account });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    ...account,
    token: body.token as string,
    id: body.data.id as string,
    organizationId: body.data.organizationId as string,
  };
};

/** No response may ever carry a password hash or a password field. */
export const expectNoSecrets = (response: LightMyRequestResponse) => {
  expect(response.body).not.toMatch(/\$argon2/);
  expect(response.body).not.toMatch(/password_?hash/i);
  expect(response.body).not.toMatch(/"(password|currentPassword|newPassword)"/);
};

/** A failure response: JSON `{ success: false, message }` with a non-empty message. */
export const expectFailure = (response: LightMyRequestResponse, statusCode: number, message?: string | RegExp) => {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message !== undefined) expect(body.message).toBe(message);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
};
