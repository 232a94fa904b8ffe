import { z } from 'zod';
import { notificationKinds } from './enums';
import { dataResponse } from './envelope';
import { pageQuery, pagination } from './paging';

export const notificationPageSize = 10;

export const notificationListQuery = z.object(pageQuery(notificationPageSize, 50));
export const notificationParams = z.object({ id: z.uuid() });

export const notification = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** An in-app path, e.g. '/tasks'. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

const count = z.number().int().nonnegative();

export const notificationPage = z.object({ notifications: z.array(notification), unread: count, pagination });
export const unreadCount = z.object({ unread: count });

export const notificationListResponse = dataResponse(notificationPage);
export const notificationResponse = dataResponse(notification);
export const unreadCountResponse = dataResponse(unreadCount);

export type Notification = z.output<typeof notification>;
export type NotificationPage = z.output<typeof notificationPage>;
export type UnreadCount = z.output<typeof unreadCount>;
