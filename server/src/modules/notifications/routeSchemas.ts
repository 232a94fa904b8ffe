import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  type Notification,
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  notificationResponse,
  unreadCountResponse,
} from '@/contracts/notifications';

const example: Notification = {
  id: '5b0f3c1e-7d2a-4e8b-9c6f-1a2b3c4d5e6f',
  kind: 'taskAssigned',
  title: 'Task assigned to you',
  body: 'Alex Morgan assigned you "Complete the quarterly access review", due Jun 4, 2026.',
  link: '/tasks',
  createdAt: '2026-06-01T08:00:00.000Z',
  readAt: null,
};

export const listSchema = {
  ...describeRoute({ tag: 'Notifications', summary: 'A page of your notifications, newest first' }),
  querystring: notificationListQuery,
  response: {
    200: documented(notificationListResponse, 'The page and how many are unread', {
      success: true,
      data: { notifications: [example], unread: 1, pagination: { page: 1, limit: 10, total: 1, pages: 1 } },
    }),
    ...failures(400, 401, 503),
  },
};

export const unreadSchema = {
  ...describeRoute({ tag: 'Notifications', summary: 'How many of your notifications are unread' }),
  response: {
    200: documented(unreadCountResponse, 'The count', { success: true, data: { unread: 1 } }),
    ...failures(401, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag: 'Notifications', summary: 'Mark one of your notifications read' }),
  params: notificationParams,
  response: {
    200: documented(notificationResponse, 'The notification, read', {
      success: true,
      data: { ...example, readAt: '2026-06-01T08:05:00.000Z' },
    }),
    ...failures(400, 401, 404, 503),
  },
};

export const readAllSchema = {
  ...describeRoute({ tag: 'Notifications', summary: 'Mark all your notifications read' }),
  response: {
    200: documented(unreadCountResponse, 'None left unread', { success: true, data: { unread: 0 } }),
    ...failures(401, 503),
  },
};
