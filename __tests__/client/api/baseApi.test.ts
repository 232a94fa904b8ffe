import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { passwordLinkApi } from '@/features/auth/passwordLinkApi';
import { signedInState } from '@/testing/authState';
import { demoToken, demoUser } from '@/testing/handlers';
import { server } from '@/testing/server';

const captureHeaders = () => {
  const seen: Headers[] = [];
  server.use(
    http.get('*/api/auth/me', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ success: true, data: demoUser });
    }),
  );
  return seen;
};

describe('baseApi', () => {
  it('sends the bearer token and a JSON content type while a token is held', async () => {
    const seen = captureHeaders();
    const store = makeStore(signedInState());

    await store.dispatch(authApi.endpoints.me.initiate());

    expect(seen[0].get('Authorization')).toBe(`Bearer ${demoToken}`);
    expect(seen[0].get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = captureHeaders();
    const store = makeStore();

    await store.dispatch(authApi.endpoints.me.initiate());

    expect(seen[0].has('Authorization')).toBe(false);
  });

  it('hands an endpoint the data of the answer, and the whole answer to one that asks for it', async () => {
    captureHeaders();
    server.use(
      http.post('*/api/auth/forgot-password', () => HttpResponse.json({ success: true, message: 'Check your inbox' })),
    );
    const store = makeStore(signedInState());

    await expect(store.dispatch(authApi.endpoints.me.initiate()).unwrap()).resolves.toEqual(demoUser);
    await expect(
      store.dispatch(passwordLinkApi.endpoints.forgotPassword.initiate({ email: demoUser.email })).unwrap(),
    ).resolves.toEqual({ success: true, message: 'Check your inbox' });
  });

  it('logs a failed call with the message the server gave', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const store = makeStore(signedInState());

    const result = await store.dispatch(authApi.endpoints.me.initiate());

    expect(result.isError).toBe(true);
    expect(log).toHaveBeenCalledWith('[api] me: Database unavailable', expect.objectContaining({ status: 503 }));
    log.mockRestore();
  });
});
