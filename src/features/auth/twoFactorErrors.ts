import { getApiErrorMessage, isFetchBaseQueryError } from '@/api/apiError';
import { signInExpiredMessage } from '@/contracts/twoFactorMessages';

/** The challenge ended (used, expired or out of attempts): only the password step can go on. */
export const isSignInExpired = (error: unknown): boolean => getApiErrorMessage(error, '') === signInExpiredMessage;

/** What a failed code check tells the person: the server's word on a limit, `wrongCode` for a refused code. */
export const codeFailureMessage = (error: unknown, wrongCode: string, fallback: string): string => {
  const status = isFetchBaseQueryError(error) ? error.status : null;
  if (status === 429) return getApiErrorMessage(error, fallback);
  if (status === 400 || status === 401) return wrongCode;
  return fallback;
};
