import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVE_STATE_RESET_DELAY_MS, SETTINGS_SAVE_DELAY_MS, settingsText } from '@/features/settings/constants';
import { selectComplianceSettings, selectNotifications, selectProfile } from '@/features/settings/settingsSlice';
import { tasksText } from '@/features/tasks/constants';
import { demoUser } from '@/testing/handlers';
import { renderSettings } from './settingsTestUtils';

describe('SettingsPage (SPEC §2 Settings)', () => {
  it('shows the tabs and seeds the profile from the signed-in user', async () => {
    await renderSettings();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(Object.values(settingsText.tabs));
    expect(screen.getByRole('tab', { name: settingsText.tabs.profile })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(settingsText.profile.name)).toHaveValue(demoUser.name);
    expect(screen.getByLabelText(settingsText.profile.email)).toHaveValue(demoUser.email);
    expect(screen.getByLabelText(settingsText.profile.role)).toHaveValue(demoUser.jobTitle);
    expect(screen.getByLabelText(settingsText.profile.company)).toHaveValue(demoUser.company);
    expect(screen.getByRole('combobox', { name: settingsText.profile.timezone })).toHaveTextContent('UTC-5');
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
    expect(screen.getByLabelText(settingsText.organization.name)).toHaveValue(demoUser.company);
  });

  it('opens the Tasks tab from the dashboard tasks link', async () => {
    await renderSettings('/settings?tab=tasks');
    expect(screen.getByRole('tab', { name: settingsText.tabs.tasks })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: tasksText.heading })).toBeInTheDocument();
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
    expect(screen.getByRole('switch', { name: text.autoRemediation })).not.toBeChecked();
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
    expect(selectComplianceSettings(store.getState())).toEqual({
      primaryFramework: 'GDPR',
      autoRemediation: true,
      riskTolerance: 'high',
      auditFrequency: 'daily',
    });
  });

  it('offers the five organization industries', async () => {
    const { user } = await renderSettings('/settings?tab=organization');
    await user.click(screen.getByRole('combobox', { name: settingsText.organization.industry }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Technology',
      'Healthcare',
      'Financial Services',
      'Manufacturing',
      'Other',
    ]);
  });

  it('shows the password rules with their exact messages', async () => {
    const { user } = await renderSettings('/settings?tab=security');
    const text = settingsText.security;
    await user.type(screen.getByLabelText(text.newPassword), 'abcdef');
    await user.type(screen.getByLabelText(text.confirmPassword), 'abcdeg');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(within(screen.getByRole('form', { name: text.heading })).getByRole('alert')).toHaveTextContent(
      text.mismatch,
    );

    await user.clear(screen.getByLabelText(text.newPassword));
    await user.clear(screen.getByLabelText(text.confirmPassword));
    await user.type(screen.getByLabelText(text.newPassword), 'abc');
    await user.type(screen.getByLabelText(text.confirmPassword), 'abc');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(within(screen.getByRole('form', { name: text.heading })).getByRole('alert')).toHaveTextContent(
      text.tooShort,
    );
  });

  it('a valid password change clears the form and runs the save, with the passwords kept out of the store', async () => {
    const { user, store } = await renderSettings('/settings?tab=security');
    const text = settingsText.security;
    await user.type(screen.getByLabelText(text.currentPassword), 'old-pa55word');
    await user.type(screen.getByLabelText(text.newPassword), 'n3w-pa55word');
    await user.type(screen.getByLabelText(text.confirmPassword), 'n3w-pa55word');
    expect(JSON.stringify(store.getState())).not.toMatch(/pa55word/);

    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(screen.getByLabelText(text.currentPassword)).toHaveValue('');
    expect(screen.getByLabelText(text.newPassword)).toHaveValue('');
    expect(screen.getByLabelText(text.confirmPassword)).toHaveValue('');
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeDisabled();
    expect(await screen.findByText(text.changed)).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toMatch(/pa55word/);
  });
});

describe('SettingsPage save button (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes Save Changes -> Saving... -> Saved! -> Save Changes', async () => {
    await renderSettings();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: settingsText.save.idle }));
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS));
    expect(screen.getByRole('button', { name: settingsText.save.saved })).toBeEnabled();
    expect(screen.getByText(settingsText.saved)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(SAVE_STATE_RESET_DELAY_MS));
    expect(screen.getByRole('button', { name: settingsText.save.idle })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: settingsText.save.idle }));
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeInTheDocument();
  });
});
