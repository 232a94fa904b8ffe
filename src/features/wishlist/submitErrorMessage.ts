import { getApiErrorMessage, isFetchBaseQueryError } from '@/api/apiError';
import { SUBMIT_FAILED, SUBMIT_FAILED_RETRY } from '@/features/wishlist/constants';

/**
 * SPEC §8: the server's message; "Failed to submit request" when the server answered with an
 * error but no message; the retry wording when no answer came back (network failure, timeout).
 */
export const submitErrorMessage = (error: unknown): string => {
  const serverAnswered =
    isFetchBaseQueryError(error) && (typeof error.status === 'number' || 'originalStatus' in error);
  return serverAnswered ? getApiErrorMessage(error, SUBMIT_FAILED) : SUBMIT_FAILED_RETRY;
};
