import type { Db } from '../../db/database';
import { type CompositeSource, readableSources } from '../../lib/readableSources';
import type { NotificationKind, Role } from '@/contracts/enums';

export type NotificationDraft = {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path the notification opens, e.g. '/tasks'. */
  link: string;
};

/** What each notification tells of: a member hears it only if their role may read that on its screen. */
const notificationSources: Readonly<Record<NotificationKind, CompositeSource>> = {
  taskAssigned: 'tasks',
  taskOverdue: 'tasks',
  assessmentFinished: 'compliance',
  controlCritical: 'compliance',
  invitationAccepted: 'members',
  newSignIn: 'account',
  evidenceExpiring: 'evidence',
  integrationFailed: 'integrations',
  // A comment's subject may be a control, an evidence item, a task or a report, and an item's classification counts
  // too: the comments module asks the subject itself whether each recipient may read it before drafting.
  mentioned: 'account',
  commentAdded: 'account',
  // A digest of the member's own controls and tasks: each part is drafted only from what their role may read.
  workDigest: 'account',
  // Sent only to a policy's owner or to a member asked to accept it, both of whom read it on the Policies screen.
  policyReminder: 'account',
};

/**
 * News that only the latest of matters while unread: a newer one replaces the member's unread one of the same kind
 * and link (one framework's assessment finishing again), so repeated runs do not bury the rest of the bell.
 */
const latestOnlyKinds: ReadonlySet<NotificationKind> = new Set(['assessmentFinished']);

const readableDrafts = async (db: Db, drafts: NotificationDraft[]): Promise<NotificationDraft[]> => {
  const members = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'role'])
    .where('id', 'in', [...new Set(drafts.map((draft) => draft.userId))])
    .execute();
  const roles = new Map<string, Role>(members.map((member) => [`${member.organization_id} ${member.id}`, member.role]));
  return drafts.filter((draft) => {
    const role = roles.get(`${draft.organizationId} ${draft.userId}`);
    return role !== undefined && readableSources(role)[notificationSources[draft.kind]];
  });
};

/** Rewrites the member's unread notification of the draft's kind and link as the draft; false when there is none. */
const replaceUnread = async (db: Db, draft: NotificationDraft, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('notifications')
    .set({ title: draft.title, body: draft.body, created_at: now })
    .where('organization_id', '=', draft.organizationId)
    .where('user_id', '=', draft.userId)
    .where('kind', '=', draft.kind)
    .where('link', '=', draft.link)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/**
 * The one way to tell members something in the app; a member whose role may not read what it tells of is not told. Pass the transaction of the change that causes it, so the
 * notification commits with that change or not at all.
 */
export const notify = async (db: Db, drafts: NotificationDraft[], now: string): Promise<void> => {
  if (drafts.length === 0) return;
  const readable = await readableDrafts(db, drafts);
  const fresh: NotificationDraft[] = [];
  for (const draft of readable) {
    if (!latestOnlyKinds.has(draft.kind) || !(await replaceUnread(db, draft, now))) fresh.push(draft);
  }
  if (fresh.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      fresh.map((draft) => ({
        id: crypto.randomUUID(),
        organization_id: draft.organizationId,
        user_id: draft.userId,
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        link: draft.link,
        created_at: now,
        read_at: null,
      })),
    )
    .execute();
};
