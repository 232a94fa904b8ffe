import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getApiErrorMessage, logApiError } from '@/api/apiError';
import { apiBaseUrl } from '@/api/baseApi';
import { dataOf } from '@/api/envelope';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import { readStoredToken } from '@/api/tokenStorage';
import type { RootState } from '@/app/store';

export type UploadProgress = { loaded: number; total: number };

export type UploadRequest = {
  /** Relative to the API's base URL, like the RTK Query endpoints' urls ('evidence'). */
  url: string;
  body: FormData;
  onProgress: (progress: UploadProgress) => void;
  /** What a failure is called when the server sends no message. */
  fallbackMessage?: string;
};

/** The parts of a thunk's API the client needs to end a session the server ended. */
export type UploadContext = {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof sessionEndedByServer>) => void;
};

export type UploadResult<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const send = <T>({ url, body, onProgress }: UploadRequest): Promise<UploadResult<T>> =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${url}`);
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const parsed = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve({ data: dataOf(parsed) as T });
      else resolve({ error: { status: request.status, data: parsed } });
    });
    request.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } }));
    request.addEventListener('abort', () => resolve({ error: { status: 'FETCH_ERROR', error: 'Upload aborted' } }));
    request.send(body);
  });

/**
 * A multipart POST with upload progress, which fetch cannot report. It is the RTK Query client's twin: the same base
 * URL, bearer token, error logging and reading of a 401 as a session the server ended.
 */
export const uploadWithProgress = async <T>(
  request: UploadRequest,
  context: UploadContext,
): Promise<UploadResult<T>> => {
  const result = await send<T>(request);
  if (result.error) {
    logApiError(`upload ${request.url}: ${getApiErrorMessage(result.error, request.fallbackMessage)}`, result.error);
    if (result.error.status === 401 && (context.getState() as RootState).auth.user) {
      context.dispatch(sessionEndedByServer());
    }
  }
  return result;
};
