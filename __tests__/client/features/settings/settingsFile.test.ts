import { settingsText } from '@/features/settings/constants';
import { defaultSettings } from '@/features/settings/defaults';
import { parseSettingsFile, serializeSettings } from '@/features/settings/settingsFile';

const settings = defaultSettings({ name: 'Alex', email: 'a@b.dev', role: 'CISO', company: 'Acme' });

describe('settings file', () => {
  it('reads back what it writes', () => {
    expect(parseSettingsFile(serializeSettings(settings))).toEqual({ ok: true, settings });
  });

  it('refuses text that is not JSON', () => {
    expect(parseSettingsFile('{ nope')).toEqual({ ok: false, error: settingsText.data.invalidJson });
  });

  it.each([
    ['an array', []],
    ['a missing section', { ...settings, compliance: undefined }],
    ['an unknown timezone', { ...settings, profile: { ...settings.profile, timezone: 'UTC+9' } }],
    ['a string for a switch', { ...settings, notifications: { ...settings.notifications, emailAlerts: 'yes' } }],
  ])('refuses %s', (_label, value) => {
    expect(parseSettingsFile(JSON.stringify(value))).toEqual({ ok: false, error: settingsText.data.invalidShape });
  });
});
