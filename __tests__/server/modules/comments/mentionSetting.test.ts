import { api, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const earlierSettings = {
  emailAlerts: true,
  criticalIssues: true,
  weeklyReports: false,
  complianceUpdates: false,
  systemMaintenance: true,
};

describe('the Mentions notification setting', () => {
  it('is on unless a member turns it off, also when a save made before it leaves it out', async () => {
    const account = await registerAccount(t.app);
    const save = (body: unknown) => api(t.app, 'PUT', '/api/settings/notifications', { token: account.token, body });
    const stored = () =>
      t.db
        .selectFrom('notification_preferences')
        .select('mentions')
        .where('user_id', '=', account.id)
        .executeTakeFirst();

    expect((await save(earlierSettings)).json().data.notifications).toEqual({ ...earlierSettings, mentions: true });
    expect(await stored()).toEqual({ mentions: 1 });
    expect((await save({ ...earlierSettings, mentions: false })).json().data.notifications.mentions).toBe(false);
    expect(await stored()).toEqual({ mentions: 0 });
  });
});
