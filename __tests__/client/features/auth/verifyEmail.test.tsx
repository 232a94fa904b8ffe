import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '@/app/router';
import { verifyEmailText } from '@/features/auth/constants';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const confirmed = 'Your email is now alex@acme.example. Sign in with it from now on.';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('VerifyEmailPage', () => {
  it('confirms the new email only when asked, then offers sign-in', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/auth/verify-email', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ success: true, message: confirmed });
      }),
    );
    const { user } = renderWithProviders(routes, { route: '/verify-email?token=good-token' });

    const button = await screen.findByRole('button', { name: verifyEmailText.confirm });
    expect(posted).toEqual([]);
    await user.click(button);

    expect(await screen.findByText(confirmed)).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'good-token' }]);
    expect(screen.getByRole('link', { name: verifyEmailText.signIn })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason when the address was taken or the link is spent", async () => {
    const taken = 'This email address now belongs to another account, so your email was not changed.';
    server.use(
      http.post('*/api/auth/verify-email', () =>
        HttpResponse.json({ success: false, message: taken }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(routes, { route: '/verify-email?token=late-token' });

    await user.click(await screen.findByRole('button', { name: verifyEmailText.confirm }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });

  it('says a link without a token does not work', async () => {
    renderWithProviders(routes, { route: '/verify-email' });
    expect(await screen.findByText(verifyEmailText.missingLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: verifyEmailText.confirm })).not.toBeInTheDocument();
  });
});
