import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { RootState } from '@/app/store';

// Absolute on purpose: Node's fetch (used under Jest) cannot resolve a relative base URL.
export const apiBaseUrl = () => `${window.location.origin}/api/`;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders: (headers, { getState }) => {
      const { token } = (getState() as RootState).auth;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return headers;
    },
  }),
  tagTypes: ['Session', 'Wishlist', 'Dashboard', 'HeatMap', 'Assessment', 'AuditLogs'],
  endpoints: () => ({}),
});

export type ApiEnvelope<T> = {
  success: boolean;
  data: T;
  message?: string;
};
