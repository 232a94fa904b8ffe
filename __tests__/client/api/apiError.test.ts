import { API_REQUEST_FAILED, getApiErrorMessage } from '@/api/apiError';

const httpError = (status: number, data: unknown) => ({ status, data });

describe('getApiErrorMessage (SPEC §8)', () => {
  it.each([
    [
      'the body message of an HTTP error',
      httpError(400, { success: false, message: 'email is required' }),
      undefined,
      'email is required',
    ],
    ['the fallback when the body has no message', httpError(500, { success: false }), 'Login failed', 'Login failed'],
    [
      'the fallback for an empty message',
      httpError(500, { message: '' }),
      'Registration failed',
      'Registration failed',
    ],
    [
      'the fallback for a network error',
      { status: 'FETCH_ERROR', error: 'Failed to fetch' },
      'Login failed',
      'Login failed',
    ],
    [
      '"API request failed" without a fallback',
      { status: 'PARSING_ERROR', data: '<html>', error: 'bad' },
      undefined,
      API_REQUEST_FAILED,
    ],
    ['"API request failed" for a thrown error', new Error('boom'), undefined, API_REQUEST_FAILED],
  ])('gives %s', (_case, error, fallback, expected) => {
    expect(getApiErrorMessage(error, fallback)).toBe(expected);
  });
});
