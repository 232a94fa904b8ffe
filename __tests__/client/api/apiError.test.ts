import { API_REQUEST_FAILED, getApiErrorMessage } from '@/api/apiError';

describe('getApiErrorMessage (SPEC §8)', () => {
  it.each([
    ['the body message of an HTTP error', { status: 400, data: { success: false, message: 'email is required' } }, undefined, 'email is required'],
    ['the fallback when the body has no message', { status: 500, data: { success: false } }, 'Login failed', 'Login failed'],
    ['the fallback for an empty message', { status: 500, data: { message: '' } }, 'Registration failed', 'Registration failed'],
    ['the fallback for a network error', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Login failed', 'Login failed'],
    ['"API request failed" without a fallback', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'bad json' }, undefined, API_REQUEST_FAILED],
    ['"API request failed" for a thrown error', new Error('boom'), undefined, API_REQUEST_FAILED],
  ])('gives %s', (_case, error, fallback, expected) => {
    expect(getApiErrorMessage(error, fallback)).toBe(expected);
  });
});
