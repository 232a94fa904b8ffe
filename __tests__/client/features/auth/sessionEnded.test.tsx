import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { makeStore } from '@/app/store';
import { routes } from '@/app/router';
import { authApi } from '@/features/auth/authApi';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import { loginText, SESSION_ENDED } from '@/features/auth/constants';
import { Sealed } from '@/features/auth/Sealed';
import { signedInState } from '@/testing/authState';
import { demoToken } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const sessionRevoked = () =>
  HttpResponse.json({ success: false, message: 'Your session has ended. Please sign in again.' }, { status: 401 });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a session the server has ended', () => {
  it('signs the user out locally and says why, whichever request noticed', async () => {
    server.use(http.put('*/api/auth/updatedetails', sessionRevoked));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
    const store = makeStore(signedInState());

    await store.dispatch(authApi.endpoints.updateDetails.initiate(new Sealed({ name: 'Alex M.' })));

    expect(store.getState().auth).toMatchObject({ user: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ kind: 'warning', message: SESSION_ENDED }),
    ]);
  });

  it('sends the user from the shell to sign-in', async () => {
    server.use(http.put('*/api/auth/updatedetails', sessionRevoked));
    const { store, router } = renderWithProviders(routes, { route: paths.dashboard, preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    await act(() => store.dispatch(authApi.endpoints.updateDetails.initiate(new Sealed({ name: 'Alex M.' }))));

    expect(await screen.findByRole('heading', { name: loginText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.getByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it('is not what a failed sign-in means', async () => {
    const store = makeStore();

    await store.dispatch(
      authApi.endpoints.login.initiate(new Sealed({ email: 'demo@securo.dev', password: 'wrong-password' })),
    );

    expect(store.getState().toasts.items).toEqual([]);
  });
});
