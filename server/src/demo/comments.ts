import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { insertCommentRow } from '../modules/comments/commentRows';
import { saveCommentLinks } from '../modules/comments/commentLinks';
import type { CommentSubjectType, CommentVisibility } from '@/contracts/comments';

const hourMs = 60 * 60 * 1000;

type Person = { id: string; name: string };

type DemoComment = {
  subjectType: CommentSubjectType;
  subjectId: string;
  author: Person;
  body: string;
  visibility?: CommentVisibility;
  mentions?: Person[];
  evidenceIds?: string[];
  hoursAgo: number;
};

const findEvidenceId = async (db: Db, organizationId: string, name: string) =>
  (
    await db
      .selectFrom('evidence_items')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.id;

const threads = (
  people: { alex: Person; priya: Person; jordan: Person; sam: Person },
  mfaExportId: string | undefined,
): DemoComment[] => {
  const { alex, priya, jordan, sam } = people;
  const onMfaControl = { subjectType: 'control', subjectId: 'CC6.1' } as const;
  return [
    {
      ...onMfaControl,
      author: priya,
      body: `@${jordan.name} the MFA enforcement task is closed. Can you attach this month's IAM credential report so CC6.1 shows it before the auditors look?`,
      mentions: [jordan],
      hoursAgo: 50,
    },
    {
      ...onMfaControl,
      author: jordan,
      body: 'Attached the fresh export. Two break-glass accounts are exempt by SCP; their use alerts the on-call channel.',
      evidenceIds: mfaExportId ? [mfaExportId] : [],
      hoursAgo: 47,
    },
    {
      ...onMfaControl,
      author: alex,
      body: `Thanks both. @${priya.name} let's note the break-glass exception in the control statement.`,
      mentions: [priya],
      hoursAgo: 30,
    },
    {
      ...onMfaControl,
      author: priya,
      body: `@${sam.name} MFA is enforced for every console user; the IAM export linked here covers the whole period.`,
      visibility: 'shared',
      mentions: [sam],
      evidenceIds: mfaExportId ? [mfaExportId] : [],
      hoursAgo: 26,
    },
    ...(mfaExportId
      ? [
          {
            subjectType: 'evidence',
            subjectId: mfaExportId,
            author: priya,
            body: `Approved. @${jordan.name} it expires in three weeks, so please schedule the next export.`,
            mentions: [jordan],
            hoursAgo: 20,
          } satisfies DemoComment,
        ]
      : []),
  ];
};

/**
 * The demo organisation's team talking: a thread on CC6.1 (Priya Shah asking Jordan Lee for the MFA export, a
 * shared note for Sam Rivera, the auditor), and a comment on the export itself. Only when it has no comments yet.
 */
export const seedDemoComments = async (
  db: Db,
  organizationId: string,
  people: { alex: Person; priya: Person; jordan: Person; sam: Person },
  clock: Clock,
): Promise<void> => {
  const existing = await db
    .selectFrom('comments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const now = clock().getTime();
  const mfaExportId = await findEvidenceId(db, organizationId, 'AWS IAM MFA Enforcement Export');
  await db.transaction().execute(async (trx) => {
    for (const comment of threads(people, mfaExportId)) {
      const id = crypto.randomUUID();
      await insertCommentRow(trx, {
        id,
        organization_id: organizationId,
        subject_type: comment.subjectType,
        subject_id: comment.subjectId,
        author_id: comment.author.id,
        body: comment.body,
        visibility: comment.visibility ?? 'internal',
        created_at: new Date(now - comment.hoursAgo * hourMs).toISOString(),
        edited_at: null,
        deleted_at: null,
      });
      await saveCommentLinks(trx, id, {
        mentionIds: (comment.mentions ?? []).map((person) => person.id),
        evidenceIds: comment.evidenceIds ?? [],
      });
    }
  });
};
