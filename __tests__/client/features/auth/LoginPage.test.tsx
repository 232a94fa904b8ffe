import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '@/app/router';
import { dashboardText } from '@/features/dashboard/constants';
import { authApi } from '@/features/auth/authApi';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import { loginText, SIGN_IN_ERROR } from '@/features/auth/constants';
import { demoCredentials, demoToken, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderLogin = () => renderWithProviders(routes, { route: '/login' });

const signIn = async (
  user: ReturnType<typeof renderLogin>['user'],
  { email, password }: { email: string; password: string },
) => {
  await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), email);
  await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
  await user.click(screen.getByRole('button', { name: loginText.submit }));
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('LoginPage', () => {
  it('has the fields and links SPEC §2 lists', async () => {
    renderLogin();
    const email = await screen.findByLabelText(new RegExp(`^${loginText.email}`));
    const password = screen.getByLabelText(new RegExp(`^${loginText.password}`));
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toBeRequired();
    expect(screen.getByRole('checkbox', { name: loginText.rememberMe })).not.toBeChecked();
    expect(screen.getByRole('button', { name: loginText.forgotPassword })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: loginText.backToHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: loginText.requestAccess })).toHaveAttribute('href', '/wishlist');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText(new RegExp(`^${loginText.password}`));
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: loginText.showPassword }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: loginText.hidePassword }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the token, lands on /dashboard and sends the bearer header afterwards', async () => {
    const { user, router, store } = renderLogin();

    await signIn(user, demoCredentials);

    expect(await screen.findByRole('heading', { name: dashboardText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoToken);
    expect(store.getState().auth.user).toEqual(demoUser);

    let authorization: string | null = null;
    server.use(
      http.get('*/api/auth/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: demoUser });
      }),
    );
    await store.dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(authorization).toBe(`Bearer ${demoToken}`);
  });

  it('shows the red banner and stays on /login when the credentials are wrong', async () => {
    const { user, router } = renderLogin();

    await signIn(user, { email: demoCredentials.email, password: 'wrong-password' });

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_ERROR);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Invalid email or password'), expect.anything());
  });

  it('shows the same banner, and logs the cause, when the network fails', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user, router } = renderLogin();

    await signIn(user, demoCredentials);

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_ERROR);
    expect(router.state.location.pathname).toBe('/login');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Login failed'), expect.anything());
  });

  it('disables the button while the request is in flight', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/auth/login', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, token: demoToken, data: demoUser });
      }),
    );
    const { user } = renderLogin();

    await signIn(user, demoCredentials);

    expect(await screen.findByRole('button', { name: loginText.submitting })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: loginText.submitting })).not.toBeInTheDocument());
  });
});
