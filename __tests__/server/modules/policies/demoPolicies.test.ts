import { policyRemindersJobName } from '../../../../server/src/modules/policies';
import { policyReviewReminderDays } from '@/contracts/policyLimits';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

describe('the demo organisation’s policies', () => {
  it('has three policies in force, one draft awaiting approval, one being written, and the rest in the library', async () => {
    const token = await signIn(t.app);
    const { policies, templates } = (await api(t.app, 'GET', '/api/policies', { token })).json().data;
    const byTitle = Object.fromEntries(policies.map((policy: { title: string }) => [policy.title, policy]));
    expect(byTitle['Information Security Policy']).toMatchObject({ status: 'published', version: '2.0' });
    expect(byTitle['Acceptable Use Policy']).toMatchObject({
      status: 'published',
      version: '1.1',
      acceptance: { accepted: 4, required: 4 },
    });
    expect(byTitle['Information Security Policy'].acceptance).toEqual({ accepted: 3, required: 4 });
    expect(byTitle['Incident Response Policy']).toMatchObject({ status: 'published', version: '1.0' });
    expect(byTitle['Data Retention and Disposal Policy']).toMatchObject({
      status: 'inReview',
    });
    expect(policies).toHaveLength(5);
    expect(templates.map((template: { templateId: string }) => template.templateId)).toContain('access-control');
    const pending = (await api(t.app, 'GET', '/api/reviews/pending', { token })).json().data.reviews;
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ subjectType: 'policyDraft' })]));
    const myWork = (await api(t.app, 'GET', '/api/my-work', { token })).json().data;
    expect(myWork.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'policy', title: 'draft of the Data Retention and Disposal Policy' }),
      ]),
    );
  });

  it('has a review coming due within two weeks and overdue acceptances, which the daily reminders tell of', async () => {
    const token = await signIn(t.app);
    const { policies } = (await api(t.app, 'GET', '/api/policies', { token })).json().data;
    const byTitle = Object.fromEntries(policies.map((policy: { title: string }) => [policy.title, policy]));
    const now = t.clock.now();
    const today = now.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + policyReviewReminderDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const acceptableUse = byTitle['Acceptable Use Policy'];
    expect(acceptableUse.nextReviewOn > today && acceptableUse.nextReviewOn <= horizon).toBe(true);
    const security = (
      await api(t.app, 'GET', `/api/policies/${byTitle['Information Security Policy'].id}`, { token })
    ).json().data;
    const overdue = security.acceptances.filter((row: { overdueSince: string | null }) => row.overdueSince !== null);
    expect(overdue).toEqual([expect.objectContaining({ name: expect.stringContaining('Sam'), acceptedAt: null })]);

    await t.jobs.enqueue(policyRemindersJobName, {});
    await t.jobs.runDue();
    const priya = await t.db.selectFrom('users').select('id').where('name', 'like', 'Priya%').executeTakeFirstOrThrow();
    const titles = (
      await t.db.selectFrom('notifications').select('title').where('user_id', '=', priya.id).execute()
    ).map((row) => row.title);
    expect(titles).toContain(`Review of the Acceptable Use Policy due ${acceptableUse.nextReviewOn}`);
  });

  it('keeps each version as it read: the second Information Security Policy added its review section', async () => {
    const token = await signIn(t.app);
    const { policies } = (await api(t.app, 'GET', '/api/policies', { token })).json().data;
    const security = policies.find((policy: { title: string }) => policy.title === 'Information Security Policy');
    const detail = (await api(t.app, 'GET', `/api/policies/${security.id}`, { token })).json().data;
    const [second, first] = detail.versions as { id: string; version: string }[];
    expect([second.version, first.version]).toEqual(['2.0', '1.0']);
    const diff = await api(t.app, 'GET', `/api/policies/${security.id}/diff?from=${first.id}&to=${second.id}`, {
      token,
    });
    const added = (diff.json().data.hunks as { kind: string; text?: string }[])
      .filter((hunk) => hunk.kind === 'added')
      .map((hunk) => hunk.text ?? '')
      .join('\n');
    expect(added).toContain('## 7. Review');
    expect(added).toContain('**Security officer');
    expect(detail.approval.quorum).toBe(2);
    expect(detail.approval.approvers.map((approver: { name: string }) => approver.name)).toEqual(
      expect.arrayContaining(['Priya Shah']),
    );
  });

  it('leaves the Access Control Policy one blocker: the days between access reviews', async () => {
    const token = await signIn(t.app);
    const generated = await api(t.app, 'POST', '/api/policies', { token, body: { templateId: 'access-control' } });
    expect(generated.statusCode).toBe(201);
    expect(generated.json().data.draft.blockers).toEqual([
      { field: 'accessReviewDays', label: 'Days between access reviews' },
    ]);
    expect(generated.json().data.draft.rendered).toContain('Acme Cloud, Inc.');
  });
});
