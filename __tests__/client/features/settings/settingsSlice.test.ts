import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { SAVE_STATE_RESET_DELAY_MS, SETTINGS_SAVE_DELAY_MS, settingsText } from '@/features/settings/constants';
import { defaultSettings } from '@/features/settings/defaults';
import { settingsApi } from '@/features/settings/settingsApi';
import {
  complianceEdited,
  notificationToggled,
  organizationEdited,
  profileEdited,
  saveSettings,
  selectComplianceSettings,
  selectNotifications,
  selectOrganization,
  selectPortableSettings,
  selectProfile,
  selectSaveStatus,
  settingsImported,
  settingsLoaded,
  settingsReset,
} from '@/features/settings/settingsSlice';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';

const seed = { name: 'Alex Morgan', email: 'demo@securo.dev', role: 'Head of Security', company: 'Acme Cloud' };
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const loadedStore = () => {
  const store = makeStore(signedInState());
  store.dispatch(settingsLoaded({ userId: demoUser.id, settings: defaultSettings(seed) }));
  return store;
};

describe('settings endpoints (the server seam)', () => {
  it('answers the SPEC defaults seeded with the signed-in user', async () => {
    const store = makeStore(signedInState());
    const { data } = await store.dispatch(settingsApi.endpoints.getSettings.initiate());
    expect(data).toEqual(defaultSettings(seed));
    expect(data?.profile).toEqual({ ...seed, phone: '', timezone: 'UTC-5' });
    expect(data?.notifications).toEqual({
      emailAlerts: true,
      criticalIssues: true,
      weeklyReports: true,
      complianceUpdates: false,
      systemMaintenance: true,
    });
    expect(data?.compliance).toEqual({
      primaryFramework: 'SOC2',
      autoRemediation: false,
      riskTolerance: 'medium',
      auditFrequency: 'weekly',
    });
    expect(data?.organization).toEqual({ name: 'Acme Cloud', industry: 'Technology', website: '' });
  });
});

describe('settings slice (SPEC §3, §9)', () => {
  it('replays edits, then a reset returns every default', () => {
    const store = loadedStore();
    store.dispatch(profileEdited({ phone: '+1 555 0100', timezone: 'UTC+0' }));
    store.dispatch(notificationToggled('complianceUpdates'));
    store.dispatch(notificationToggled('emailAlerts'));
    store.dispatch(complianceEdited({ primaryFramework: 'HIPAA', riskTolerance: 'high' }));
    store.dispatch(organizationEdited({ industry: 'Healthcare' }));

    let state = store.getState();
    expect(selectProfile(state)).toMatchObject({ phone: '+1 555 0100', timezone: 'UTC+0' });
    expect(selectNotifications(state)).toMatchObject({ complianceUpdates: true, emailAlerts: false });
    expect(selectComplianceSettings(state)).toMatchObject({ primaryFramework: 'HIPAA', riskTolerance: 'high' });
    expect(selectOrganization(state).industry).toBe('Healthcare');

    store.dispatch(settingsReset(seed));
    state = store.getState();
    expect(selectPortableSettings(state)).toEqual(defaultSettings(seed));
    expect(selectSaveStatus(state)).toBe('idle');
  });

  it('replaces everything on import', () => {
    const store = loadedStore();
    const imported = defaultSettings({ ...seed, name: 'Sam Lee' });
    imported.compliance.auditFrequency = 'monthly';
    store.dispatch(settingsImported(imported));
    expect(selectProfile(store.getState()).name).toBe('Sam Lee');
    expect(selectComplianceSettings(store.getState()).auditFrequency).toBe('monthly');
  });
});

describe('settings save (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle -> saving for 1 s -> saved for 2 s -> idle', async () => {
    const store = loadedStore();
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

  it('hands the draft to the save endpoint, whose copy is what the screen loads next', async () => {
    const store = loadedStore();
    store.dispatch(complianceEdited({ auditFrequency: 'daily' }));
    void store.dispatch(saveSettings());
    await advance(SETTINGS_SAVE_DELAY_MS + SAVE_STATE_RESET_DELAY_MS);

    const { data } = await store.dispatch(settingsApi.endpoints.getSettings.initiate());
    expect(data?.compliance.auditFrequency).toBe('daily');
  });

  it('ignores a second save while one is in flight', async () => {
    const store = loadedStore();
    void store.dispatch(saveSettings());
    const second = await store.dispatch(saveSettings());
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    await advance(SETTINGS_SAVE_DELAY_MS + SAVE_STATE_RESET_DELAY_MS);
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('a save started while "saved" shows is not ended by the earlier save\'s timer', async () => {
    const store = loadedStore();
    void store.dispatch(saveSettings());
    await advance(SETTINGS_SAVE_DELAY_MS);
    void store.dispatch(saveSettings());
    expect(selectSaveStatus(store.getState())).toBe('saving');

    await advance(SETTINGS_SAVE_DELAY_MS);
    expect(selectSaveStatus(store.getState())).toBe('saved');
    await advance(SAVE_STATE_RESET_DELAY_MS - SETTINGS_SAVE_DELAY_MS);
    expect(selectSaveStatus(store.getState())).toBe('saved');
    await advance(SETTINGS_SAVE_DELAY_MS);
    expect(selectSaveStatus(store.getState())).toBe('idle');
  });

  it('records the save as settings/save events with no password in them', async () => {
    const store = loadedStore();
    const saved = store.dispatch(saveSettings(settingsText.security.changed));
    await advance(SETTINGS_SAVE_DELAY_MS + SAVE_STATE_RESET_DELAY_MS);
    const { type, meta } = await saved;
    expect(type).toBe('settings/save/fulfilled');
    expect(meta.arg).toBe(settingsText.security.changed);
    expect(selectToasts(store.getState())).toMatchObject([{ kind: 'success', message: settingsText.security.changed }]);
  });
});
