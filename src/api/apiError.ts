import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const API_REQUEST_FAILED = 'API request failed';

export const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' &&
  value !== null &&
  'message' in value &&
  typeof value.message === 'string' &&
  value.message.length > 0;

/**
 * The one reading of a failed call (SPEC §8): the body's message when the server sent one,
 * else the caller's fallback ('Login failed', 'Failed to submit request', ...), else 'API request failed'.
 */
export const getApiErrorMessage = (
  error: FetchBaseQueryError | SerializedError | unknown,
  fallback: string = API_REQUEST_FAILED,
): string => {
  if (isFetchBaseQueryError(error)) return hasMessage(error.data) ? error.data.message : fallback;
  return fallback;
};

export const logApiError = (context: string, error: unknown): void => {
  console.error(`[api] ${context}`, error);
};
