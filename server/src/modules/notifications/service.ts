import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import type { Notification, NotificationPage, UnreadCount } from '@/contracts/notifications';
import {
  countNotifications,
  countUnread,
  findNotification,
  listNotifications,
  markAllRead,
  markRead,
  type Recipient,
} from './repository';

export const notificationNotFound = 'Notification not found';

export const notificationPage = async (
  db: Db,
  recipient: Recipient,
  { page, limit }: { page: number; limit: number },
): Promise<NotificationPage> => {
  const [notifications, total, unread] = await Promise.all([
    listNotifications(db, recipient, limit, (page - 1) * limit),
    countNotifications(db, recipient),
    countUnread(db, recipient),
  ]);
  return { notifications, unread, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
};

/** Marks one of the recipient's own notifications read (again is a no-op); anyone else's is not found. */
export const readNotification = async (
  db: Db,
  recipient: Recipient,
  id: string,
  now: string,
): Promise<Notification> => {
  await markRead(db, recipient, id, now);
  const notification = await findNotification(db, recipient, id);
  if (!notification) throw new AppError(404, notificationNotFound);
  return notification;
};

export const readAllNotifications = async (db: Db, recipient: Recipient, now: string): Promise<UnreadCount> => {
  await markAllRead(db, recipient, now);
  return { unread: await countUnread(db, recipient) };
};
