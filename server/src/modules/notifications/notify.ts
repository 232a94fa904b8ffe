import type { Db } from '../../db/database';
import type { NotificationKind } from '../../../../src/contracts/enums';

export type NotificationDraft = {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path the notification opens, e.g. '/settings?tab=tasks'. */
  link: string;
};

/**
 * The one way to tell members something in the app. Pass the transaction of the change that causes it, so the
 * notification commits with that change or not at all.
 */
export const notify = async (db: Db, drafts: NotificationDraft[], now: string): Promise<void> => {
  if (drafts.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      drafts.map((draft) => ({
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
