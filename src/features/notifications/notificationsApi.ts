import { baseApi } from '@/api/baseApi';
import { notificationsText } from '@/features/notifications/constants';
import type { Notification, NotificationPage, UnreadCount } from '@/contracts/notifications';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => 'notifications/unread-count',
      providesTags: ['Notification'],
    }),
    getNotifications: build.query<NotificationPage, void>({
      query: () => 'notifications',
      providesTags: ['Notification'],
      extraOptions: { fallbackMessage: notificationsText.loadFailed },
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<UnreadCount, void>({
      query: () => ({ url: 'notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
