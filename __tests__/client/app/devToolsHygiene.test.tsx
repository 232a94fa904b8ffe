import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { loginText } from '@/features/auth/constants';
import { twoFactorEnrolText, twoFactorSettingsText, twoFactorSignInText } from '@/features/twoFactor/constants';
import { settingsText } from '@/features/settings/constants';
import type { TwoFactorStatus } from '@/contracts/twoFactor';
import { sessionsFixture, settingsFixture } from '@/testing/fixtures/settings';
import { demoToken, demoUser, twoFactorOff } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const password = 'Sup3r-Secret-Pass!';
const newPassword = 'N3w-Secret-Pass!';
const token = 'tok.en.value';
const secrets = [password, newPassword, token];

// What the second factor adds: the challenge, codes typed, the TOTP secret and its URI, the recovery codes.
const challenge = 'challenge-4f1c9a7e2b';
const signInCode = '864213';
const setupCode = '975310';
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
const otpauthUri = `otpauth://totp/Securo:demo%40securo.dev?secret=${totpSecret}&issuer=Securo`;
const recoveryCodes = ['k7m2q-x9d4p', 'c3hfw-8tn2r', 'p6vza-4jd7k'];
const twoFactorSecrets = [challenge, `"${signInCode}"`, `"${setupCode}"`, totpSecret, otpauthUri, ...recoveryCodes];

// A first visit compiles the login and settings screens.
jest.setTimeout(30_000);

/** What Redux DevTools would show: every action that went through the store, and the state it ended in. */
const recordActions = (store: ReturnType<typeof makeStore>) => {
  const actions: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
  return actions;
};

const expectNothingSecret = (actions: UnknownAction[], store: ReturnType<typeof makeStore>, hidden: string[]) => {
  expect(actions.length).toBeGreaterThan(10);
  const recorded = actions.map((action) => JSON.stringify(action));
  const finalState = JSON.stringify(store.getState());
  for (const secret of hidden) {
    expect(recorded.filter((action) => action.includes(secret))).toEqual([]);
    expect(finalState).not.toContain(secret);
  }
};

type Body = Record<string, string | undefined>;

/** A server that asks for a second factor after the password and lets the member set two-factor up. */
const twoFactorServer = (step: 'verify' | 'enrol', sessionToken: string) => {
  const status: TwoFactorStatus = { ...twoFactorOff };
  const recoveryCodesAnswer = { success: true, message: 'Two-factor authentication is on', data: { recoveryCodes } };
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as Body;
      return body.password === password
        ? HttpResponse.json({
            success: true,
            message: 'A second factor is due',
            data: { twoFactor: step, challenge, expiresAt: '2026-07-01T12:05:00.000Z' },
          })
        : HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
    }),
    http.post('*/api/auth/login/two-factor', async ({ request }) => {
      const body = (await request.json()) as Body;
      return body.challenge === challenge && body.code === signInCode
        ? HttpResponse.json({ success: true, token: sessionToken, data: demoUser, message: 'Signed in' })
        : HttpResponse.json({ success: false, message: 'Invalid authentication code' }, { status: 401 });
    }),
    http.post('*/api/auth/login/two-factor/setup', async ({ request }) => {
      const body = (await request.json()) as Body;
      return body.challenge === challenge
        ? HttpResponse.json({ success: true, data: { secret: totpSecret, otpauthUri } })
        : HttpResponse.json({ success: false, message: 'This sign-in has expired' }, { status: 401 });
    }),
    http.post('*/api/auth/login/two-factor/confirm', async ({ request }) => {
      const body = (await request.json()) as Body;
      return body.challenge === challenge && body.code === setupCode
        ? HttpResponse.json({ ...recoveryCodesAnswer, token: sessionToken })
        : HttpResponse.json({ success: false, message: 'Invalid authentication code' }, { status: 401 });
    }),
    http.get('*/api/auth/me', () => HttpResponse.json({ success: true, data: demoUser })),
    http.get('*/api/auth/two-factor', () => HttpResponse.json({ success: true, data: status })),
    http.post('*/api/auth/two-factor/setup', async ({ request }) =>
      ((await request.json()) as Body).currentPassword === password
        ? HttpResponse.json({ success: true, data: { secret: totpSecret, otpauthUri } })
        : HttpResponse.json({ success: false, message: 'currentPassword is incorrect' }, { status: 400 }),
    ),
    http.post('*/api/auth/two-factor/confirm', async ({ request }) => {
      if (((await request.json()) as Body).code !== setupCode) {
        return HttpResponse.json({ success: false, message: 'The code is incorrect' }, { status: 400 });
      }
      Object.assign(status, { enabled: true, enabledAt: '2026-07-01T12:00:00.000Z', recoveryCodesLeft: 3 });
      return HttpResponse.json(recoveryCodesAnswer);
    }),
  );
};

// The sign-ins here answer their own tokens: the settings screen's reads accept any.
beforeEach(() =>
  server.use(
    http.get('*/api/settings', () => HttpResponse.json({ success: true, data: settingsFixture })),
    http.get('*/api/auth/sessions', () => HttpResponse.json({ success: true, data: sessionsFixture })),
  ),
);

describe('Redux DevTools show no secret', () => {
  it('after signing in and changing the password, no action and no state holds a password or the token', async () => {
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as { email?: string; password?: string };
        return body.password === password
          ? HttpResponse.json({ success: true, token, data: demoUser, message: 'Signed in' })
          : HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
      }),
      http.get('*/api/auth/two-factor', () => HttpResponse.json({ success: true, data: twoFactorOff })),
      http.put('*/api/auth/updatepassword', async ({ request }) => {
        const body = (await request.json()) as Body;
        return body.currentPassword === password && body.newPassword === newPassword
          ? HttpResponse.json({ success: true, message: 'Password updated' })
          : HttpResponse.json({ success: false, message: 'Current password is incorrect' }, { status: 400 });
      }),
    );
    const store = makeStore();
    const actions = recordActions(store);
    const { user } = renderWithProviders(routes, { store, route: `${paths.settings}?tab=security` });

    await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoUser.email);
    await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
    await user.click(screen.getByRole('button', { name: loginText.submit }));

    const text = settingsText.security;
    const form = await screen.findByRole('form', { name: text.heading });
    await user.type(within(form).getByLabelText(text.currentPassword), password);
    await user.type(within(form).getByLabelText(text.newPassword), newPassword);
    await user.type(within(form).getByLabelText(text.confirmPassword), `${newPassword}x`);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(text.mismatch);
    await user.clear(within(form).getByLabelText(text.confirmPassword));
    await user.type(within(form).getByLabelText(text.confirmPassword), newPassword);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.changed)).toBeInTheDocument();

    expect(actions.length).toBeGreaterThan(10);
    const recorded = actions.map((action) => JSON.stringify(action));
    const finalState = JSON.stringify(store.getState());
    for (const secret of secrets) {
      expect(recorded.filter((action) => action.includes(secret))).toEqual([]);
      expect(finalState).not.toContain(secret);
    }
  });
  it('through a sign-in with a code and setting two-factor up in Settings, nothing secret reaches the store', async () => {
    twoFactorServer('verify', token);
    const store = makeStore();
    const actions = recordActions(store);
    const { user } = renderWithProviders(routes, { store, route: `${paths.settings}?tab=security` });

    await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoUser.email);
    await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
    await user.click(screen.getByRole('button', { name: loginText.submit }));
    const codeStep = await screen.findByRole('form', { name: twoFactorSignInText.verifyHeading });
    await user.type(within(codeStep).getByLabelText(new RegExp(`^${twoFactorSignInText.code}`)), '123456');
    await user.click(within(codeStep).getByRole('button', { name: twoFactorSignInText.verify }));
    expect(await within(codeStep).findByRole('alert')).toHaveTextContent(twoFactorSignInText.invalidCode);
    await user.type(within(codeStep).getByLabelText(new RegExp(`^${twoFactorSignInText.code}`)), signInCode);
    await user.click(within(codeStep).getByRole('button', { name: twoFactorSignInText.verify }));

    const twoFactor = await screen.findByRole('region', { name: settingsText.security.twoFactorHeading });
    await user.type(await within(twoFactor).findByLabelText(new RegExp(`^${twoFactorEnrolText.password}`)), password);
    await user.click(within(twoFactor).getByRole('button', { name: twoFactorSettingsText.enable }));
    expect(await screen.findByText(/JBSW Y3DP/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: twoFactorEnrolText.qrAlt })).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${twoFactorEnrolText.code}`)), setupCode);
    await user.click(screen.getByRole('button', { name: twoFactorEnrolText.confirm }));
    const codes = await screen.findByRole('list', { name: twoFactorEnrolText.codesLabel });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await user.click(screen.getByRole('button', { name: twoFactorEnrolText.done }));
    expect(await screen.findByText(twoFactorSettingsText.statusOn)).toBeInTheDocument();

    expectNothingSecret(actions, store, [password, token, ...twoFactorSecrets]);
  });

  it('through setting two-factor up at sign-in, as the organisation requires, nothing secret reaches the store', async () => {
    twoFactorServer('enrol', demoToken);
    const store = makeStore();
    const actions = recordActions(store);
    const { user, router } = renderWithProviders(routes, { store, route: paths.login });

    await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoUser.email);
    await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
    await user.click(screen.getByRole('button', { name: loginText.submit }));
    await user.click(await screen.findByRole('button', { name: twoFactorEnrolText.begin }));
    await user.type(await screen.findByLabelText(new RegExp(`^${twoFactorEnrolText.code}`)), setupCode);
    await user.click(screen.getByRole('button', { name: twoFactorEnrolText.confirm }));
    expect(await screen.findByRole('list', { name: twoFactorEnrolText.codesLabel })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    await user.click(screen.getByRole('button', { name: twoFactorSignInText.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(store.getState().auth.user).toEqual(demoUser);
    expectNothingSecret(actions, store, [password, demoToken, ...twoFactorSecrets]);
  });
});
