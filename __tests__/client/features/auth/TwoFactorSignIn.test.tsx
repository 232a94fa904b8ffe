import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import { routes } from '@/app/router';
import { paths } from '@/app/paths';
import { loginText, SIGN_IN_ERROR } from '@/features/auth/constants';
import { twoFactorEnrolText, twoFactorSignInText } from '@/features/twoFactor/constants';
import { signInExpiredMessage } from '@/contracts/twoFactorMessages';
import { dashboardText } from '@/features/dashboard/constants';
import { demoCredentials, demoToken, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const challenge = 'challenge-from-the-password-step';
const text = twoFactorSignInText;

type Body = Record<string, string | undefined>;

/** The password step answers a challenge for `step`; the second step takes `acceptedCode` with that challenge. */
const askForSecondFactor = (step: 'verify' | 'enrol', acceptedCode = '246810') => {
  const secondSteps: Body[] = [];
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as Body;
      if (body.password !== demoCredentials.password) {
        return HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
      }
      return HttpResponse.json({
        success: true,
        message: 'A second factor is due',
        data: { twoFactor: step, challenge, expiresAt: '2026-07-01T12:05:00.000Z' },
      });
    }),
    http.post('*/api/auth/login/two-factor', async ({ request }) => {
      const body = (await request.json()) as Body;
      secondSteps.push(body);
      return body.challenge === challenge && body.code === acceptedCode
        ? HttpResponse.json({ success: true, token: demoToken, data: demoUser, message: 'Signed in successfully' })
        : HttpResponse.json({ success: false, message: 'Invalid authentication code' }, { status: 401 });
    }),
  );
  return secondSteps;
};

const signInWithPassword = async (user: ReturnType<typeof renderWithProviders>['user'], password: string) => {
  await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoCredentials.email);
  await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
  await user.click(screen.getByRole('button', { name: loginText.submit }));
};

const codeField = () => screen.getByLabelText(new RegExp(`^${text.code}`));

// The first test's visit compiles the lazy login and dashboard screens.
jest.setTimeout(20_000);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('signing in when the server asks for a second factor', () => {
  it('asks for the code after the password, with no session until the code is right', async () => {
    const secondSteps = askForSecondFactor('verify');
    const { user, router, store } = renderWithProviders(routes, { route: paths.login });

    await signInWithPassword(user, demoCredentials.password);

    const step = await screen.findByRole('form', { name: text.verifyHeading });
    expect(within(step).getByText(text.verifyIntro)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: text.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.invalidCode);
    expect(codeField()).toHaveValue('');

    await user.type(codeField(), '246810');
    await user.click(screen.getByRole('button', { name: text.verify }));

    expect(await screen.findByRole('heading', { name: dashboardText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoToken);
    expect(secondSteps).toEqual([
      { challenge, code: '111111' },
      { challenge, code: '246810' },
    ]);
  });

  it('takes a recovery code in the same field', async () => {
    const secondSteps = askForSecondFactor('verify', 'k7m2q-x9d4p');
    const { user, router } = renderWithProviders(routes, { route: paths.login });
    await signInWithPassword(user, demoCredentials.password);

    await user.type(await screen.findByLabelText(new RegExp(`^${text.code}`)), ' k7m2q-x9d4p ');
    await user.click(screen.getByRole('button', { name: text.verify }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(secondSteps).toEqual([{ challenge, code: 'k7m2q-x9d4p' }]);
  });

  it('goes back to the password when the challenge has ended, saying why', async () => {
    askForSecondFactor('verify');
    server.use(
      http.post('*/api/auth/login/two-factor', () =>
        HttpResponse.json({ success: false, message: signInExpiredMessage }, { status: 401 }),
      ),
    );
    const { user } = renderWithProviders(routes, { route: paths.login });
    await signInWithPassword(user, demoCredentials.password);

    await user.type(await screen.findByLabelText(new RegExp(`^${text.code}`)), '246810');
    await user.click(screen.getByRole('button', { name: text.verify }));

    expect(await screen.findByText(text.expired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: loginText.submit })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${loginText.password}`))).toHaveValue('');
  });

  it('shows the server’s word when too many codes were wrong', async () => {
    askForSecondFactor('verify');
    server.use(
      http.post('*/api/auth/login/two-factor', () =>
        HttpResponse.json(
          { success: false, message: 'Too many incorrect codes. Please try again later.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = renderWithProviders(routes, { route: paths.login });
    await signInWithPassword(user, demoCredentials.password);
    await user.type(await screen.findByLabelText(new RegExp(`^${text.code}`)), '246810');
    await user.click(screen.getByRole('button', { name: text.verify }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many incorrect codes. Please try again later.');
  });

  it('lets the person go back to the password step', async () => {
    askForSecondFactor('verify');
    const { user } = renderWithProviders(routes, { route: paths.login });
    await signInWithPassword(user, demoCredentials.password);

    await user.click(await screen.findByRole('button', { name: text.back }));

    expect(await screen.findByRole('button', { name: loginText.submit })).toBeInTheDocument();
  });

  it('keeps the one SPEC message for a wrong password', async () => {
    askForSecondFactor('verify');
    const { user } = renderWithProviders(routes, { route: paths.login });

    await signInWithPassword(user, 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_ERROR);
  });
});

describe('signing in when the organisation requires two-factor and the member has none', () => {
  it('sets it up first: QR code and key, a code, the recovery codes once, then signed in', async () => {
    askForSecondFactor('enrol');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    const recoveryCodes = ['k7m2q-x9d4p', 'c3hfw-8tn2r'];
    const confirmations: Body[] = [];
    server.use(
      http.post('*/api/auth/login/two-factor/setup', async ({ request }) => {
        expect(await request.json()).toEqual({ challenge });
        return HttpResponse.json({
          success: true,
          data: { secret, otpauthUri: `otpauth://totp/Securo:demo%40securo.dev?secret=${secret}&issuer=Securo` },
        });
      }),
      http.post('*/api/auth/login/two-factor/confirm', async ({ request }) => {
        confirmations.push((await request.json()) as Body);
        return HttpResponse.json({ success: true, message: 'On', token: demoToken, data: { recoveryCodes } });
      }),
    );
    const { user, router, store } = renderWithProviders(routes, { route: paths.login });
    await signInWithPassword(user, demoCredentials.password);

    expect(await screen.findByRole('heading', { name: text.enrolHeading })).toBeInTheDocument();
    expect(screen.getByText(text.enrolIntro)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: twoFactorEnrolText.begin }));
    expect(await screen.findByRole('img', { name: twoFactorEnrolText.qrAlt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXQ')).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${twoFactorEnrolText.code}`)), '97a5310');
    expect(screen.getByLabelText(new RegExp(`^${twoFactorEnrolText.code}`))).toHaveValue('975310');
    await user.click(screen.getByRole('button', { name: twoFactorEnrolText.confirm }));

    const list = await screen.findByRole('list', { name: twoFactorEnrolText.codesLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(confirmations).toEqual([{ challenge, code: '975310' }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth.user).toBeNull();

    await user.click(screen.getByRole('button', { name: text.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(demoToken);
  });
});
