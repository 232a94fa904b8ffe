/**
 * The challenge a correct password earns while a second factor is due. Like the session token it stays out of the
 * store (no action, state or DevTools export carries it), and only in memory: a reload starts the sign-in again.
 */
let pending: string | null = null;

export const holdChallenge = (challenge: string | null): void => {
  pending = challenge;
};

export const readChallenge = (): string | null => pending;
