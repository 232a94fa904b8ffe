import type { Db } from '../../db/database';
import type { Notification } from '@/contracts/notifications';

export type Recipient = { organizationId: string; userId: string };

const mine = (db: Db, recipient: Recipient) =>
  db
    .selectFrom('notifications')
    .where('organization_id', '=', recipient.organizationId)
    .where('user_id', '=', recipient.userId);

const columns = ['id', 'kind', 'title', 'body', 'link', 'created_at as createdAt', 'read_at as readAt'] as const;

export const listNotifications = (
  db: Db,
  recipient: Recipient,
  limit: number,
  offset: number,
): Promise<Notification[]> =>
  mine(db, recipient)
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

const countWhere = async (query: ReturnType<typeof mine>): Promise<number> => {
  const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
};

export const countNotifications = (db: Db, recipient: Recipient): Promise<number> => countWhere(mine(db, recipient));

export const countUnread = (db: Db, recipient: Recipient): Promise<number> =>
  countWhere(mine(db, recipient).where('read_at', 'is', null));

export const findNotification = (db: Db, recipient: Recipient, id: string): Promise<Notification | undefined> =>
  mine(db, recipient).select(columns).where('id', '=', id).executeTakeFirst();

export const markRead = async (db: Db, recipient: Recipient, id: string, now: string): Promise<void> => {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('organization_id', '=', recipient.organizationId)
    .where('user_id', '=', recipient.userId)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
};

export const markAllRead = async (db: Db, recipient: Recipient, now: string): Promise<number> => {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('organization_id', '=', recipient.organizationId)
    .where('user_id', '=', recipient.userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
