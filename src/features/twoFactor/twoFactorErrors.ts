import { getApiErrorMessage, isFetchBaseQueryError } from '@/api/apiError';
import { incorrectCurrentPasswordMessage, signInExpiredMessage } from '@/contracts/twoFactorMessages';

/** The challenge ended (used, expired or out of attempts): only the password step can go on. */
export const isSignInExpired = (error: unknown): boolean => getApiErrorMessage(error, '') === signInExpiredMessage;

/** What a failed code check tells the person: the server's word on a limit, `wrongCode` for a refused code. */
export const codeFailureMessage = (error: unknown, wrongCode: string, fallback: string): string => {
  const status = isFetchBaseQueryError(error) ? error.status : null;
  if (status === 429) return getApiErrorMessage(error, fallback);
  if (status === 400 || status === 401) return wrongCode;
  return fallback;
};

/** What a failed password-and-code check tells the person: which of the two was wrong, or the server's word on a limit. */
export const passwordFailureMessage = (
  error: unknown,
  { wrongPassword, wrongCode, fallback }: { wrongPassword: string; wrongCode: string; fallback: string },
): string =>
  getApiErrorMessage(error, '') === incorrectCurrentPasswordMessage
    ? wrongPassword
    : codeFailureMessage(error, wrongCode, fallback);
