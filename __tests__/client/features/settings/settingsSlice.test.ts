import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { SAVE_STATE_RESET_DELAY_MS, SETTINGS_SAVE_DELAY_MS, settingsText } from '@/features/settings/constants';
import { defaultSettings } from '@/features/settings/defaults';
import {
  complianceEdited,
  notificationToggled,
  organizationEdited,
  passwordEdited,
  profileEdited,
  profileSeeded,
  selectComplianceSettings,
  selectNotifications,
  selectOrganization,
  selectPasswordDraft,
  selectPasswordError,
  selectProfile,
  selectSaveStatus,
  settingsImported,
  settingsReset,
} from '@/features/settings/settingsSlice';
import { changePassword, saveSettings } from '@/features/settings/thunks';
import { selectToasts } from '@/features/toasts/toastsSlice';

const seed = { name: 'Alex Morgan', email: 'demo@securo.dev', role: 'Head of Security', company: 'Acme Cloud' };
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const seededStore = () => {
  const store = makeStore();
  store.dispatch(profileSeeded({ userId: 'usr_demo', seed }));
  return store;
};

describe('settings slice (SPEC §3, §9)', () => {
  it('starts from the SPEC defaults seeded with the user', () => {
    const state = seededStore().getState();
    expect(selectProfile(state)).toEqual({ ...seed, phone: '', timezone: 'UTC-5' });
    expect(selectNotifications(state)).toEqual({
      emailAlerts: true,
      criticalIssues: true,
      weeklyReports: true,
      complianceUpdates: false,
      systemMaintenance: true,
    });
    expect(selectComplianceSettings(state)).toEqual({
      primaryFramework: 'SOC2',
      autoRemediation: false,
      riskTolerance: 'medium',
      auditFrequency: 'weekly',
    });
    expect(selectOrganization(state)).toEqual({ name: 'Acme Cloud', industry: 'Technology', website: '' });
    expect(selectSaveStatus(state)).toBe('idle');
  });

  it('replays edits, then a reset returns every default', () => {
    const store = seededStore();
    store.dispatch(profileEdited({ phone: '+1 555 0100', timezone: 'UTC+0' }));
    store.dispatch(notificationToggled('complianceUpdates'));
    store.dispatch(notificationToggled('emailAlerts'));
    store.dispatch(complianceEdited({ primaryFramework: 'HIPAA', riskTolerance: 'high' }));
    store.dispatch(organizationEdited({ industry: 'Healthcare' }));
    store.dispatch(passwordEdited({ newPassword: 'abc' }));

    let state = store.getState();
    expect(selectProfile(state)).toMatchObject({ phone: '+1 555 0100', timezone: 'UTC+0' });
    expect(selectNotifications(state)).toMatchObject({ complianceUpdates: true, emailAlerts: false });
    expect(selectComplianceSettings(state)).toMatchObject({ primaryFramework: 'HIPAA', riskTolerance: 'high' });
    expect(selectOrganization(state).industry).toBe('Healthcare');

    store.dispatch(settingsReset(seed));
    state = store.getState();
    const defaults = defaultSettings(seed);
    expect(selectProfile(state)).toEqual(defaults.profile);
    expect(selectNotifications(state)).toEqual(defaults.notifications);
    expect(selectComplianceSettings(state)).toEqual(defaults.compliance);
    expect(selectOrganization(state)).toEqual(defaults.organization);
    expect(selectPasswordDraft(state).newPassword).toBe('');
  });

  it('replaces everything on import', () => {
    const store = seededStore();
    const imported = defaultSettings({ ...seed, name: 'Sam Lee' });
    imported.compliance.auditFrequency = 'monthly';
    store.dispatch(settingsImported(imported));
    expect(selectProfile(store.getState()).name).toBe('Sam Lee');
    expect(selectComplianceSettings(store.getState()).auditFrequency).toBe('monthly');
  });
});

describe('settings thunks (SPEC §4, §5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves: idle -> saving for 1 s -> saved for 2 s -> idle', async () => {
    const store = seededStore();
    void store.dispatch(saveSettings());
    expect(selectSaveStatus(store.getState())).toBe('saving');

    await advance(SETTINGS_SAVE_DELAY_MS - 1);
    expect(selectSaveStatus(store.getState())).toBe('saving');
    await advance(1);
    expect(selectSaveStatus(store.getState())).toBe('saved');
    expect(selectToasts(store.getState())).toMatchObject([{ kind: 'success', message: settingsText.saved }]);

    await advance(SAVE_STATE_RESET_DELAY_MS - 1);
    expect(selectSaveStatus(store.getState())).toBe('saved');
    await advance(1);
    expect(selectSaveStatus(store.getState())).toBe('idle');
  });

  it('ignores a second save while one is in flight', async () => {
    const store = seededStore();
    void store.dispatch(saveSettings());
    const second = await store.dispatch(saveSettings());
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    await advance(SETTINGS_SAVE_DELAY_MS + SAVE_STATE_RESET_DELAY_MS);
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it.each([
    ['abcdef', 'abcdeg', settingsText.security.mismatch],
    ['abc', 'abc', settingsText.security.tooShort],
    ['abc', 'abd', settingsText.security.mismatch],
  ])('rejects new %p / confirm %p with its SPEC message', async (newPassword, confirmPassword, message) => {
    const store = seededStore();
    store.dispatch(passwordEdited({ currentPassword: '', newPassword, confirmPassword }));
    await store.dispatch(changePassword());
    expect(selectPasswordError(store.getState())).toBe(message);
    expect(selectSaveStatus(store.getState())).toBe('idle');
  });

  it('accepts a matching password of 6 characters, clears the draft and runs the save', async () => {
    const store = seededStore();
    store.dispatch(passwordEdited({ currentPassword: 'anything', newPassword: 'secret', confirmPassword: 'secret' }));
    void store.dispatch(changePassword());
    expect(selectPasswordDraft(store.getState())).toEqual({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
    expect(selectSaveStatus(store.getState())).toBe('saving');
    await advance(SETTINGS_SAVE_DELAY_MS);
    expect(selectSaveStatus(store.getState())).toBe('saved');
    expect(selectToasts(store.getState())).toMatchObject([{ kind: 'success', message: settingsText.security.changed }]);
    await advance(SAVE_STATE_RESET_DELAY_MS);
    expect(selectSaveStatus(store.getState())).toBe('idle');
  });
});
