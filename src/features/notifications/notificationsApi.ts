import { baseApi, type ApiEnvelope } from '@/api/baseApi';
import { notificationsText } from '@/features/notifications/constants';
import type { Notification, NotificationPage, UnreadCount } from '@/contracts/notifications';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => 'notifications/unread-count',
      transformResponse: (response: ApiEnvelope<UnreadCount>) => response.data.unread,
      providesTags: ['Notification'],
    }),
    getNotifications: build.query<NotificationPage, void>({
      query: () => 'notifications',
      transformResponse: (response: ApiEnvelope<NotificationPage>) => response.data,
      providesTags: ['Notification'],
      extraOptions: { fallbackMessage: notificationsText.loadFailed },
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `notifications/${id}/read`, method: 'POST' }),
      transformResponse: (response: ApiEnvelope<Notification>) => response.data,
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ url: 'notifications/read-all', method: 'POST' }),
      transformResponse: (response: ApiEnvelope<UnreadCount>) => response.data.unread,
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
