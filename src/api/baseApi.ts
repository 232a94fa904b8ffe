import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { getApiErrorMessage, logApiError } from '@/api/apiError';
import { dataOf } from '@/api/envelope';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import { readStoredToken } from '@/api/tokenStorage';
import type { RootState } from '@/app/store';

// Absolute on purpose: Node's fetch (used under Jest) cannot resolve a relative base URL. The build's prerender of the
// public pages has no window, and sends no request.
export const apiBaseUrl = () => (typeof window === 'undefined' ? '/api/' : `${window.location.origin}/api/`);

export type ApiExtraOptions = {
  /** SPEC §8: what a failure is called when the server sends no message ('Login failed', ...). */
  fallbackMessage?: string;
  /**
   * Endpoints receive the answer's `data`; with this they receive the whole answer (`SuccessResponse` in the
   * contracts): for the few that read its message (shown to the user) or its token (kept aside) too.
   */
  envelope?: true;
};

const fetchJson = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers) => {
    const token = readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return headers;
  },
});

/**
 * SPEC §7: a success answer is unwrapped here, once, so endpoints receive its data (see ApiExtraOptions.envelope).
 * SPEC §8: every failed call is logged once, here, then handed back to the caller unchanged.
 * A 401 while signed in means the server ended the session, whichever endpoint noticed it first.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const result = await fetchJson(args, api, {});
  if (result.error) {
    logApiError(`${api.endpoint}: ${getApiErrorMessage(result.error, extraOptions.fallbackMessage)}`, result.error);
    if (result.error.status === 401 && (api.getState() as RootState).auth.user) api.dispatch(sessionEndedByServer());
    return result;
  }
  return extraOptions.envelope ? result : { ...result, data: dataOf(result.data) };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'TwoFactor',
    'Wishlist',
    'Dashboard',
    'HeatMap',
    'ControlList',
    'Assessment',
    'AuditLogs',
    'Integration',
    'Report',
    'ShareLink',
    'Evidence',
    'ManagedUser',
    'Conversation',
    'Task',
    'Notification',
    'Settings',
    'Sessions',
    'Slack',
    'Control',
    'Comment',
    'Review',
    'Policy',
    'Risk',
    'Vendor',
    'Asset',
  ],
  endpoints: () => ({}),
});
