import { listMentions } from '../../../../server/src/modules/comments';
import { findUserByEmail } from '../../../../server/src/modules/users/repository';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

describe('the demo organisation’s comments', () => {
  it('holds a thread on CC6.1 where Priya Shah mentions Jordan Lee, and a shared note the auditor sees', async () => {
    const token = await signIn(t.app);
    const thread = (await api(t.app, 'GET', '/api/comments?subjectType=control&subjectId=CC6.1', { token })).json()
      .data;
    expect(thread.comments.length).toBeGreaterThanOrEqual(4);
    expect(thread.comments[0]).toMatchObject({
      author: { name: 'Priya Shah' },
      mentions: [{ name: 'Jordan Lee' }],
      visibility: 'internal',
    });
    expect(thread.comments[1].evidence).toEqual([expect.objectContaining({ name: 'AWS IAM MFA Enforcement Export' })]);

    const jordan = await findUserByEmail(t.db, 'jordan.lee@acmecloud.example');
    const sam = await findUserByEmail(t.db, 'sam.rivera@acmecloud.example');
    if (!jordan || !sam) throw new Error('the demo team is missing');
    const reader = (user: typeof jordan) => ({
      organizationId: user.organization_id,
      userId: user.id,
      role: user.role,
    });
    const jordansMentions = await listMentions(t.db, reader(jordan), 10);
    expect(jordansMentions.map((mention) => mention.subjectType).sort()).toEqual(['control', 'evidence']);
    expect(await listMentions(t.db, reader(sam), 10)).toEqual([
      expect.objectContaining({ subjectType: 'control', subjectId: 'CC6.1' }),
    ]);
  });
});
