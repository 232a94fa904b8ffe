import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { twoFactorEnrolText, twoFactorSettingsText } from '@/features/twoFactor/constants';
import { settingsText } from '@/features/settings/constants';
import type { TwoFactorStatus } from '@/contracts/twoFactor';
import { incorrectCurrentPasswordMessage } from '@/contracts/twoFactorMessages';
import { demoUser, twoFactorOff } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SettingsPage from '@/features/settings/SettingsPage';

const text = twoFactorSettingsText;
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
const recoveryCodes = ['k7m2q-x9d4p', 'c3hfw-8tn2r', 'p6vza-4jd7k'];
const enabledStatus: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-06-01T09:00:00.000Z',
  recoveryCodesLeft: 7,
  organizationRequired: false,
};

type Body = Record<string, unknown>;

/** A server keeping one member's two-factor status, recording every body it is sent. */
const twoFactorServer = (initial: TwoFactorStatus) => {
  const status = { ...initial };
  const received: { url: string; body: Body }[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Body;
    received.push({ url: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get('*/api/auth/two-factor', () => HttpResponse.json({ success: true, data: status })),
    http.post('*/api/auth/two-factor/setup', async ({ request }) => {
      if ((await record(request)).currentPassword !== 'correct-horse') {
        return HttpResponse.json({ success: false, message: incorrectCurrentPasswordMessage }, { status: 400 });
      }
      return HttpResponse.json({
        success: true,
        data: { secret, otpauthUri: `otpauth://totp/Securo:demo%40securo.dev?secret=${secret}&issuer=Securo` },
      });
    }),
    http.post('*/api/auth/two-factor/confirm', async ({ request }) => {
      if ((await record(request)).code !== '975310') {
        return HttpResponse.json({ success: false, message: 'The code is incorrect' }, { status: 400 });
      }
      Object.assign(status, { enabled: true, enabledAt: '2026-07-01T12:00:00.000Z', recoveryCodesLeft: 3 });
      return HttpResponse.json({ success: true, message: 'On', data: { recoveryCodes } });
    }),
    http.post('*/api/auth/two-factor/disable', async ({ request }) => {
      const body = await record(request);
      if (body.currentPassword !== 'correct-horse') {
        return HttpResponse.json({ success: false, message: incorrectCurrentPasswordMessage }, { status: 400 });
      }
      if (body.code !== '246810') {
        return HttpResponse.json({ success: false, message: 'The code is incorrect' }, { status: 400 });
      }
      Object.assign(status, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      return HttpResponse.json({ success: true, message: 'Two-factor authentication is off' });
    }),
    http.post('*/api/auth/two-factor/recovery-codes', async ({ request }) => {
      if ((await record(request)).currentPassword !== 'correct-horse') {
        return HttpResponse.json({ success: false, message: incorrectCurrentPasswordMessage }, { status: 400 });
      }
      return HttpResponse.json({ success: true, message: 'New', data: { recoveryCodes } });
    }),
    http.put('*/api/organization/two-factor', async ({ request }) => {
      const { required } = (await record(request)) as { required: boolean };
      status.organizationRequired = required;
      return HttpResponse.json({ success: true, data: { required } });
    }),
  );
  return received;
};

const renderSecurity = async (user = demoUser) => {
  const view = renderWithProviders(<SettingsPage />, {
    route: '/settings?tab=security',
    preloadedState: signedInState(user),
  });
  const section = await screen.findByRole('region', { name: settingsText.security.twoFactorHeading });
  return { ...view, section };
};

// Refused codes are logged by the API client, as every failed call is.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Settings > Security: two-factor authentication', () => {
  it('sets up the authenticator: the current password, QR code and key, a wrong then a right code, the recovery codes once', async () => {
    const received = twoFactorServer(twoFactorOff);
    const { user, section } = await renderSecurity();
    expect(await within(section).findByText(text.off)).toBeInTheDocument();

    const begin = within(section).getByRole('button', { name: text.enable });
    expect(begin).toBeDisabled();
    const password = within(section).getByLabelText(new RegExp(`^${twoFactorEnrolText.password}`));
    await user.type(password, 'not-it');
    await user.click(begin);
    expect(await within(section).findByRole('alert')).toHaveTextContent(twoFactorEnrolText.wrongPassword);
    expect(within(section).queryByRole('img', { name: twoFactorEnrolText.qrAlt })).not.toBeInTheDocument();
    expect(password).toHaveValue('');

    await user.type(password, 'correct-horse');
    await user.click(within(section).getByRole('button', { name: text.enable }));
    expect(await within(section).findByRole('img', { name: twoFactorEnrolText.qrAlt })).toBeInTheDocument();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXQ')).toBeInTheDocument();

    const code = within(section).getByLabelText(new RegExp(`^${twoFactorEnrolText.code}`));
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: twoFactorEnrolText.confirm }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(twoFactorEnrolText.invalidCode);

    await user.type(code, '975310');
    await user.click(within(section).getByRole('button', { name: twoFactorEnrolText.confirm }));
    const list = await within(section).findByRole('list', { name: twoFactorEnrolText.codesLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(section).getByRole('button', { name: twoFactorEnrolText.copy }));
    expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));
    expect(await screen.findByText(twoFactorEnrolText.copied)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: twoFactorEnrolText.done }));
    expect(await within(section).findByText(text.statusOn)).toBeInTheDocument();
    expect(within(section).getByText(/3 recovery codes left/)).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: twoFactorEnrolText.codesLabel })).not.toBeInTheDocument();
    expect(received.map(({ url, body }) => [url, body])).toEqual([
      ['/api/auth/two-factor/setup', { currentPassword: 'not-it' }],
      ['/api/auth/two-factor/setup', { currentPassword: 'correct-horse' }],
      ['/api/auth/two-factor/confirm', { code: '123456' }],
      ['/api/auth/two-factor/confirm', { code: '975310' }],
    ]);
  });

  it('turns off with the current password and a code, telling which one was wrong', async () => {
    const received = twoFactorServer(enabledStatus);
    const { user, section } = await renderSecurity();
    expect(await within(section).findByText(/7 recovery codes left/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: text.disable }));
    const dialog = await screen.findByRole('dialog', { name: text.disableTitle });
    const password = within(dialog).getByLabelText(new RegExp(`^${text.password}`));
    expect(text.password).toBe('Current password');
    await user.type(password, 'not-it');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.code}`)), '246810');
    await user.click(within(dialog).getByRole('button', { name: text.disableConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.wrongPassword);

    await user.clear(password);
    await user.type(password, 'correct-horse');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.code}`)), '111111');
    await user.click(within(dialog).getByRole('button', { name: text.disableConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.wrongCode);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.code}`)), '246810');
    await user.click(within(dialog).getByRole('button', { name: text.disableConfirm }));

    expect(await screen.findByText(text.disabled)).toBeInTheDocument();
    expect(await within(section).findByText(text.off)).toBeInTheDocument();
    expect(received.at(-1)).toEqual({
      url: '/api/auth/two-factor/disable',
      body: { currentPassword: 'correct-horse', code: '246810' },
    });
  });

  it('makes new recovery codes with the current password and a code', async () => {
    const received = twoFactorServer(enabledStatus);
    const { user, section } = await renderSecurity();

    await user.click(await within(section).findByRole('button', { name: text.regenerate }));
    const dialog = await screen.findByRole('dialog', { name: text.regenerateTitle });
    const confirm = within(dialog).getByRole('button', { name: text.regenerateConfirm });
    const password = within(dialog).getByLabelText(new RegExp(`^${text.password}`));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.code}`)), '246810');
    expect(confirm).toBeDisabled();
    await user.type(password, 'not-it');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.wrongPassword);

    await user.clear(password);
    await user.type(password, 'correct-horse');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text.code}`)), '246810');
    await user.click(within(dialog).getByRole('button', { name: text.regenerateConfirm }));

    const list = await within(dialog).findByRole('list', { name: twoFactorEnrolText.codesLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(received).toEqual([
      { url: '/api/auth/two-factor/recovery-codes', body: { currentPassword: 'not-it', code: '246810' } },
      { url: '/api/auth/two-factor/recovery-codes', body: { currentPassword: 'correct-horse', code: '246810' } },
    ]);
  });

  it('lets an Admin require two-factor for the organisation', async () => {
    const received = twoFactorServer(enabledStatus);
    const { user, section } = await renderSecurity();

    const toggle = await within(section).findByRole('switch', { name: text.organizationSwitch });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText(text.organizationOn)).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: text.organizationSwitch })).toBeChecked();
    expect(received).toEqual([{ url: '/api/organization/two-factor', body: { required: true } }]);
  });

  it('shows no organisation switch to a member without organization:manage', async () => {
    twoFactorServer({ ...twoFactorOff, organizationRequired: true });
    const { section } = await renderSecurity({ ...demoUser, role: 'Viewer' });

    expect(await within(section).findByText(text.requiredByOrganization)).toBeInTheDocument();
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
  });
});
