import { dueReminder, remindExpiringEvidence } from '../../../../server/src/modules/evidence/expiryReminders';
import { alertEmailJobName } from '../../../../server/src/modules/alerts/jobs';
import { decideEvidence, policyFields, uploaded } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();
const dayMs = 24 * 60 * 60 * 1000;

const dateIn = (days: number) => new Date(t.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

/** The reminders about `name`: each notification's recipient and title, and the emails queued. */
const remindersAbout = async (name: string) => {
  const notifications = await t.db
    .selectFrom('notifications')
    .select(['user_id', 'title'])
    .where('kind', '=', 'evidenceExpiring')
    .where('title', 'like', `%${name}`)
    .orderBy('created_at')
    .execute();
  const emails = await t.db
    .selectFrom('jobs')
    .select(['singleton_key'])
    .where('name', '=', alertEmailJobName)
    .where('payload', 'like', `%${name}%`)
    .execute();
  return { notifications, emails: emails.map((row) => row.singleton_key) };
};

const remind = () => remindExpiringEvidence(t.db, t.clock.now, t.jobs);

describe('evidence expiry reminders', () => {
  it('picks the closest threshold not yet passed', () => {
    expect([45, 30, 20, 7, 5, 1, 0].map(dueReminder)).toEqual([undefined, 30, 30, 7, 7, 1, 1]);
  });

  it('reminds the uploader and the Compliance Managers 30, 7 and 1 days before, each once, in the app and by email', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const analyst = await addSignedInMember(t.app, t.db, organizationId, 'Security Analyst');
    const manager = await addSignedInMember(t.app, t.db, organizationId, 'Compliance Manager');
    await uploaded(t.app, analyst.token, policyFields({ name: 'Pen test letter', validUntil: dateIn(30) }));

    await remind();
    await remind();
    const first = await remindersAbout('Pen test letter');
    expect(first.notifications.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Evidence expires in 30 days: Pen test letter']),
    );
    const told = new Set(first.notifications.map((row) => row.user_id));
    expect(told.has(analyst.id) && told.has(manager.id)).toBe(true);
    expect(first.notifications.length).toBe(told.size);
    expect(first.emails).toHaveLength(told.size);

    t.clock.advance(23 * dayMs);
    await remind();
    t.clock.advance(6 * dayMs);
    await remind();
    await remind();
    const titles = (await remindersAbout('Pen test letter')).notifications
      .filter((row) => row.user_id === analyst.id)
      .map((row) => row.title);
    expect(titles).toEqual([
      'Evidence expires in 30 days: Pen test letter',
      'Evidence expires in 7 days: Pen test letter',
      'Evidence expires tomorrow: Pen test letter',
    ]);
    t.clock.advance(2 * dayMs);
    await remind();
    expect(
      (await remindersAbout('Pen test letter')).notifications.filter((row) => row.user_id === analyst.id),
    ).toHaveLength(3);
  });

  it('never reminds about rejected evidence', async () => {
    const item = await uploaded(
      t.app,
      await signIn(t.app),
      policyFields({ name: 'Draft letter', validUntil: dateIn(5) }),
    );
    const reviewer = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
    await decideEvidence(t.app, reviewer.token, item.id, { decision: 'reject', note: 'Draft' });
    await remind();
    expect((await remindersAbout('Draft letter')).notifications).toEqual([]);
  });
});
