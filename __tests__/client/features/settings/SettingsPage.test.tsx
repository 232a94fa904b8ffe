import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roleDoesNotAllow } from '@/contracts/permissions';
import SettingsPage from '@/features/settings/SettingsPage';
import { settingsText } from '@/features/settings/constants';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { selectComplianceSettings, selectNotifications, selectProfile } from '@/features/settings/settingsSlice';
import { tasksText } from '@/features/tasks/constants';
import { demoUser } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderSettings } from './settingsTestUtils';

// Typing into several fields of a large screen takes seconds on a loaded machine.
jest.setTimeout(20_000);

describe('SettingsPage (SPEC §2 Settings), on the server’s values', () => {
  it('shows the five tabs and the profile of the signed-in user', async () => {
    await renderSettings();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(Object.values(settingsText.tabs));
    expect(screen.getByRole('tab', { name: settingsText.tabs.profile })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(settingsText.profile.name)).toHaveValue(demoUser.name);
    expect(screen.getByLabelText(settingsText.profile.email)).toHaveValue(demoUser.email);
    expect(screen.getByLabelText(settingsText.profile.role)).toHaveValue(demoUser.jobTitle);
    expect(screen.getByLabelText(settingsText.profile.company)).toHaveValue(demoUser.company);
    expect(screen.getByLabelText(settingsText.profile.company)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: settingsText.profile.timezone })).toHaveTextContent('UTC-5');
  });

  it('shows the failure with Try Again when the settings cannot be read', async () => {
    server.use(
      http.get('*/api/settings', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })),
    );
    renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: signedInState() });
    expect(await screen.findByText(settingsText.loadFailed)).toBeInTheDocument();
  });

  it('edits the profile and offers the five timezones', async () => {
    const { user, store } = await renderSettings();
    await user.type(screen.getByLabelText(settingsText.profile.phone), '555');
    await user.click(screen.getByRole('combobox', { name: settingsText.profile.timezone }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0']);
    await user.click(screen.getByRole('option', { name: 'UTC-8' }));
    expect(selectProfile(store.getState())).toMatchObject({ phone: '555', timezone: 'UTC-8' });
  });

  it('opens the tab named in ?tab= and follows tab clicks', async () => {
    const { user } = await renderSettings('/settings?tab=notifications');
    expect(screen.getByRole('tab', { name: settingsText.tabs.notifications })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: settingsText.tabs.organization }));
    expect(await screen.findByLabelText(settingsText.organization.name)).toHaveValue(demoUser.company);
  });

  it('opens the Tasks tab from the dashboard tasks link', async () => {
    await renderSettings('/settings?tab=tasks');
    expect(screen.getByRole('tab', { name: settingsText.tabs.tasks })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: tasksText.heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: settingsText.save.idle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: settingsText.data.export })).not.toBeInTheDocument();
  });

  it('toggles notifications from their SPEC defaults', async () => {
    const { user, store } = await renderSettings('/settings?tab=notifications');
    const [emailAlerts] = settingsText.notifications.emailAlerts;
    const [complianceUpdates] = settingsText.notifications.complianceUpdates;
    expect(screen.getByRole('switch', { name: emailAlerts })).toBeChecked();
    expect(screen.getByRole('switch', { name: complianceUpdates })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: complianceUpdates }));
    expect(selectNotifications(store.getState()).complianceUpdates).toBe(true);
  });

  it('edits compliance preferences', async () => {
    const { user, store } = await renderSettings('/settings?tab=compliance');
    const text = settingsText.compliance;
    expect(await screen.findByRole('switch', { name: text.autoRemediation })).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: text.primaryFramework }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'SOC2',
      'ISO27001',
      'HIPAA',
      'GDPR',
    ]);
    await user.click(screen.getByRole('option', { name: 'GDPR' }));
    await user.click(screen.getByRole('combobox', { name: text.riskTolerance }));
    await user.click(screen.getByRole('option', { name: 'High' }));
    await user.click(screen.getByRole('combobox', { name: text.auditFrequency }));
    await user.click(screen.getByRole('option', { name: 'Daily' }));
    await user.click(screen.getByRole('switch', { name: text.autoRemediation }));
    const selfReview = screen.getByRole('switch', { name: text.allowSelfReview });
    expect(selfReview).not.toBeChecked();
    expect(screen.getByText(text.allowSelfReviewHint)).toBeInTheDocument();
    await user.click(selfReview);
    expect(selectComplianceSettings(store.getState())).toEqual({
      primaryFramework: 'GDPR',
      autoRemediation: true,
      riskTolerance: 'high',
      auditFrequency: 'daily',
      allowSelfReview: true,
    });
  });

  it('offers the five organization industries and the company sizes', async () => {
    const { user } = await renderSettings('/settings?tab=organization');
    await user.click(screen.getByRole('combobox', { name: settingsText.organization.industry }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Technology',
      'Healthcare',
      'Financial Services',
      'Manufacturing',
      'Other',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: settingsText.organization.size }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      settingsText.organization.sizeUnset,
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '500+',
    ]);
  });

  it.each(['compliance', 'organization'] as const)(
    'shows the %s tab read-only, with the reason, to a member who is not an Admin',
    async (tab) => {
      await renderSettings(`/settings?tab=${tab}`, { ...demoUser, role: 'Auditor' });
      expect(screen.getByText(new RegExp(roleDoesNotAllow('organization:manage')))).toBeInTheDocument();
      const panel = screen.getByRole('tabpanel');
      for (const box of within(panel).getAllByRole('combobox')) expect(box).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('checks the SPEC password rules first, with their exact messages, and sends nothing', async () => {
    const sent = jest.fn();
    server.use(http.put('*/api/auth/updatepassword', () => sent()));
    const { user } = await renderSettings('/settings?tab=security');
    const text = settingsText.security;
    const form = await screen.findByRole('form', { name: text.heading });
    await user.type(within(form).getByLabelText(text.newPassword), 'abcdef');
    await user.type(within(form).getByLabelText(text.confirmPassword), 'abcdeg');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(text.mismatch);

    await user.clear(within(form).getByLabelText(text.newPassword));
    await user.clear(within(form).getByLabelText(text.confirmPassword));
    await user.type(within(form).getByLabelText(text.newPassword), 'abc');
    await user.type(within(form).getByLabelText(text.confirmPassword), 'abc');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(text.tooShort);
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the server’s answer when it refuses the password change, and keeps the form', async () => {
    server.use(
      http.put('*/api/auth/updatepassword', () =>
        HttpResponse.json({ success: false, message: 'Current password is incorrect' }, { status: 400 }),
      ),
    );
    const { user } = await renderSettings('/settings?tab=security');
    const text = settingsText.security;
    const form = await screen.findByRole('form', { name: text.heading });
    await user.type(within(form).getByLabelText(text.currentPassword), 'wrong-pa55word');
    await user.type(within(form).getByLabelText(text.newPassword), 'n3w-pa55word');
    await user.type(within(form).getByLabelText(text.confirmPassword), 'n3w-pa55word');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(within(form).getByLabelText(text.newPassword)).toHaveValue('n3w-pa55word');
  });

  it('a password change the server accepts clears the form, with the passwords kept out of the store', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/auth/updatepassword', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Password updated' });
      }),
    );
    const { user, store } = await renderSettings('/settings?tab=security');
    const text = settingsText.security;
    await user.type(screen.getByLabelText(text.currentPassword), 'old-pa55word');
    await user.type(screen.getByLabelText(text.newPassword), 'n3w-pa55word');
    await user.type(screen.getByLabelText(text.confirmPassword), 'n3w-pa55word');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.changed)).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'old-pa55word', newPassword: 'n3w-pa55word' });
    expect(screen.getByLabelText(text.currentPassword)).toHaveValue('');
    expect(screen.getByLabelText(text.newPassword)).toHaveValue('');
    expect(JSON.stringify(store.getState())).not.toMatch(/pa55word/);
  });

  it('lists the active sessions and signs out another one and everywhere else', async () => {
    const signedOut: string[] = [];
    server.use(
      http.delete('*/api/auth/sessions/:id', ({ params }) => {
        signedOut.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'Session signed out' });
      }),
    );
    const { user } = await renderSettings('/settings?tab=security');
    const list = await screen.findByRole('list', { name: settingsText.sessions.heading });
    expect(within(list).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(list).getByText(settingsText.sessions.current)).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: settingsText.sessions.signOutSession('Firefox on Windows') }),
    );
    expect(await screen.findByText(settingsText.sessions.signedOut)).toBeInTheDocument();
    expect(signedOut).toEqual(['0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b']);
    await user.click(screen.getByRole('button', { name: settingsText.sessions.signOutOthers }));
    expect(await screen.findByText(settingsText.sessions.othersSignedOut(1))).toBeInTheDocument();
  });

  it('a new email asks for the current password, then waits for its verification', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.put('*/api/auth/updatedetails', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, data: { ...demoUser, pendingEmail: body.email } });
      }),
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ success: true, data: { ...demoUser, pendingEmail: body.email ?? null } }),
      ),
    );
    const { user, store } = await renderSettings();
    await user.clear(screen.getByLabelText(settingsText.profile.email));
    await user.type(screen.getByLabelText(settingsText.profile.email), 'alex@acme.example');
    await user.click(screen.getByRole('button', { name: settingsText.save.idle }));
    const dialog = screen.getByRole('dialog', { name: settingsText.emailPassword.title });
    await user.type(within(dialog).getByLabelText(settingsText.emailPassword.password), 'my-pa55word');
    await user.click(within(dialog).getByRole('button', { name: settingsText.emailPassword.confirm }));

    expect(await screen.findByText(settingsText.profile.verificationSent('alex@acme.example'))).toBeInTheDocument();
    expect(screen.getByText('Verification sent to alex@acme.example')).toBeInTheDocument();
    expect(screen.getByLabelText(settingsText.profile.email)).toHaveValue(demoUser.email);
    expect(store.getState().auth.user?.email).toBe(demoUser.email);
    expect(body).toMatchObject({ email: 'alex@acme.example', currentPassword: 'my-pa55word' });
    expect(JSON.stringify(store.getState())).not.toMatch(/pa55word/);
  });
});
