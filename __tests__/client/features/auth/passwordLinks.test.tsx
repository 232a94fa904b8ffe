import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '@/app/router';
import { forgotPasswordText, loginText, setPasswordText } from '@/features/auth/constants';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const sameAnswer = "If an account exists for that address, we've emailed a link to reset the password.";
const invalid = { success: false, message: 'This link is invalid or has expired' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Forgot password?', () => {
  it('opens a form that posts the email and shows the answer', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ success: true, message: sameAnswer });
      }),
    );
    const { user } = renderWithProviders(routes, { route: '/login' });

    await user.click(await screen.findByRole('button', { name: loginText.forgotPassword }));
    const dialog = await screen.findByRole('dialog', { name: forgotPasswordText.title });
    await user.type(within(dialog).getByLabelText(new RegExp(`^${forgotPasswordText.email}`)), 'alex@example.com');
    await user.click(within(dialog).getByRole('button', { name: forgotPasswordText.submit }));

    expect(await within(dialog).findByText(sameAnswer)).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'alex@example.com' }]);
  });
});

describe('SetPasswordPage', () => {
  const openLink = () => renderWithProviders(routes, { route: '/set-password?token=good-token' });

  it('shows the account, checks the two passwords, sets the password and goes to sign in with a message', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/password-tokens/verify', () =>
        HttpResponse.json({ success: true, data: { email: 'priya@startup.io', name: 'Priya' } }),
      ),
      http.post('*/api/auth/set-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: setPasswordText.passwordSet });
      }),
    );
    const { user } = openLink();

    expect(await screen.findByText('priya@startup.io')).toBeInTheDocument();
    const password = screen.getByLabelText(new RegExp(`^${setPasswordText.password}`));
    const confirm = screen.getByLabelText(new RegExp(`^${setPasswordText.confirm}`));
    await user.type(password, 'short');
    await user.type(confirm, 'short');
    await user.click(screen.getByRole('button', { name: setPasswordText.submit }));
    expect(await screen.findByText(setPasswordText.tooShort)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'long-enough-1');
    await user.clear(confirm);
    await user.type(confirm, 'long-enough-2');
    await user.click(screen.getByRole('button', { name: setPasswordText.submit }));
    expect(await screen.findByText(setPasswordText.mismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'long-enough-1');
    await user.click(screen.getByRole('button', { name: setPasswordText.submit }));

    expect(await screen.findByText(setPasswordText.passwordSet)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: loginText.submit })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'good-token', password: 'long-enough-1' }]);
  });

  it('says an invalid or expired link is so and links to request a new one', async () => {
    server.use(http.post('*/api/auth/password-tokens/verify', () => HttpResponse.json(invalid, { status: 400 })));
    openLink();

    expect(await screen.findByText(setPasswordText.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: setPasswordText.requestNewLink })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(new RegExp(`^${setPasswordText.password}`))).not.toBeInTheDocument();
  });
});
