import { listMentions } from '../../../../server/src/modules/comments';
import { insertCommentRow } from '../../../../server/src/modules/comments/commentRows';
import { saveCommentLinks } from '../../../../server/src/modules/comments/commentLinks';
import type { CommentSubjectType, CommentVisibility } from '@/contracts/comments';
import { addSignedInMember } from '../../helpers/members';
import { registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

type Posted = {
  organizationId: string;
  authorId: string;
  subjectType?: CommentSubjectType;
  subjectId?: string;
  body: string;
  visibility?: CommentVisibility;
  mentionIds: string[];
  at: string;
  deleted?: boolean;
};

const post = async (comment: Posted) => {
  const id = crypto.randomUUID();
  await insertCommentRow(t.db, {
    id,
    organization_id: comment.organizationId,
    subject_type: comment.subjectType ?? 'control',
    subject_id: comment.subjectId ?? 'CC6.1',
    author_id: comment.authorId,
    body: comment.deleted ? '' : comment.body,
    visibility: comment.visibility ?? 'internal',
    created_at: comment.at,
    edited_at: null,
    deleted_at: comment.deleted ? comment.at : null,
  });
  await saveCommentLinks(t.db, id, { mentionIds: comment.mentionIds, evidenceIds: [] });
  return id;
};

describe('listMentions', () => {
  it('answers the newest comments that mention the member on subjects they may read, with an excerpt and a link', async () => {
    const admin = await registerAccount(t.app);
    const analyst = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');
    const organizationId = admin.organizationId;
    const long = `@${analyst.name} ${'please check the access review evidence '.repeat(5)}`;
    const older = await post({
      organizationId,
      authorId: admin.id,
      body: 'First look',
      mentionIds: [analyst.id],
      at: '2026-05-01T09:00:00.000Z',
    });
    const newer = await post({
      organizationId,
      authorId: admin.id,
      body: long,
      mentionIds: [analyst.id],
      at: '2026-05-02T09:00:00.000Z',
    });
    await post({
      organizationId,
      authorId: admin.id,
      body: 'Gone',
      mentionIds: [analyst.id],
      at: '2026-05-03T09:00:00.000Z',
      deleted: true,
    });
    await post({
      organizationId,
      authorId: admin.id,
      body: 'Not about them',
      mentionIds: [],
      at: '2026-05-04T09:00:00.000Z',
    });
    await post({
      organizationId,
      authorId: admin.id,
      subjectId: 'NOPE',
      body: 'No such control',
      mentionIds: [analyst.id],
      at: '2026-05-05T09:00:00.000Z',
    });

    const mentions = await listMentions(t.db, { organizationId, userId: analyst.id, role: 'Security Analyst' }, 10);

    expect(mentions).toEqual([
      {
        commentId: newer,
        subjectType: 'control',
        subjectId: 'CC6.1',
        subjectTitle: expect.stringMatching(/^SOC2 CC6\.1 /),
        link: `/compliance?framework=SOC2&control=CC6.1#comment-${newer}`,
        excerpt: long.slice(0, 140),
        author: { id: admin.id, name: admin.name },
        createdAt: '2026-05-02T09:00:00.000Z',
      },
      expect.objectContaining({ commentId: older, excerpt: 'First look' }),
    ]);
    expect(await listMentions(t.db, { organizationId, userId: analyst.id, role: 'Security Analyst' }, 1)).toEqual([
      expect.objectContaining({ commentId: newer }),
    ]);
  });

  it('leaves out internal comments for an Auditor and subjects a role may not read', async () => {
    const admin = await registerAccount(t.app);
    const auditor = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    const organizationId = admin.organizationId;
    const at = '2026-05-01T09:00:00.000Z';
    await post({ organizationId, authorId: admin.id, body: 'Internal note', mentionIds: [auditor.id], at });
    const shared = await post({
      organizationId,
      authorId: admin.id,
      body: 'For the audit',
      visibility: 'shared',
      mentionIds: [auditor.id, viewer.id],
      at,
    });
    const report = crypto.randomUUID();
    await post({
      organizationId,
      authorId: admin.id,
      subjectType: 'report',
      subjectId: report,
      body: 'No such report',
      mentionIds: [viewer.id],
      at,
    });

    expect(await listMentions(t.db, { organizationId, userId: auditor.id, role: 'Auditor' }, 10)).toEqual([
      expect.objectContaining({ commentId: shared, excerpt: 'For the audit' }),
    ]);
    expect(await listMentions(t.db, { organizationId, userId: viewer.id, role: 'Viewer' }, 10)).toEqual([
      expect.objectContaining({ commentId: shared }),
    ]);
    expect(
      await listMentions(
        t.db,
        { organizationId: (await registerAccount(t.app)).organizationId, userId: auditor.id, role: 'Auditor' },
        10,
      ),
    ).toEqual([]);
  });
});
