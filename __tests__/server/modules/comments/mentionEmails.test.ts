import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { mimePart } from '../../helpers/eml';
import { api, registerAccount } from '../../helpers/requests';

const t = setupAlertsApp();

describe('mention emails', () => {
  it('emails the mentioned members whose settings want mentions, linked to the comment, and posts nothing to Slack', async () => {
    const admin = await registerAccount(t.app);
    const wants = await addMember(t.db, admin.organizationId, 'Security Analyst');
    const quiet = await addMember(t.db, admin.organizationId, 'Compliance Manager', { mentions: false });
    const cannotRead = await addMember(t.db, admin.organizationId, 'Viewer');
    await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: { webhookUrl: t.slack.webhookUrl } });
    t.slack.posts.length = 0;

    const posted = await api(t.app, 'POST', '/api/comments', {
      token: admin.token,
      body: {
        subjectType: 'task',
        subjectId: (
          await api(t.app, 'POST', '/api/tasks', {
            token: admin.token,
            body: { title: 'Rotate the root keys', dueDate: '2030-01-01', priority: 'high' },
          })
        ).json().data.id,
        body: 'Can you take this one?',
        mentionIds: [wants.id, quiet.id, cannotRead.id],
      },
    });
    expect(posted.statusCode).toBe(201);
    for (let round = 0; round < 3; round += 1) await t.jobs.runDue();

    expect(t.smtp.received.flatMap((mail) => mail.to)).toEqual([wants.email]);
    const [mail] = t.smtp.received;
    expect(mail.subject).toBe(`${admin.name} mentioned you on Rotate the root keys`);
    const text = mimePart(mail.raw, 'text/plain');
    expect(text).toContain('Can you take this one?');
    expect(text).toContain(`#comment-${posted.json().data.id as string}`);
    expect(t.slack.posts).toEqual([]);
  });
});
