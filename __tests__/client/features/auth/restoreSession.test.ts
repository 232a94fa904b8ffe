import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import { restoreSession } from '@/features/auth/thunks';
import { demoToken, demoUser } from '@/testing/handlers';
import { server } from '@/testing/server';

describe('session bootstrap (SPEC §4)', () => {
  it('with a stored token fetches /auth/me and sets the user, holding the loading flag until done', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
    const store = makeStore();
    expect(store.getState().auth).toEqual({ user: null, isCheckingSession: true });

    const check = store.dispatch(restoreSession());
    expect(store.getState().auth.isCheckingSession).toBe(true);
    await check;

    expect(store.getState().auth).toEqual({ user: demoUser, isCheckingSession: false });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoToken);
  });

  it('removes the stored token when /auth/me answers 401', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toEqual({ user: null, isCheckingSession: false });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('removes the stored token when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without a stored token makes no request and is not loading', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const store = makeStore();
    expect(store.getState().auth.isCheckingSession).toBe(false);

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toEqual({ user: null, isCheckingSession: false });
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
});

afterEach(() => jest.restoreAllMocks());
