/**
 * Remembers tokens whose signature already verified, so a repeated token skips the HMAC.
 * Only the exact token string hits; expiry is still checked on every use, and the session
 * row (revocation) is checked by the caller on every request.
 */
export type VerifiedTokenCache<Claims> = {
  get: (token: string, nowSeconds: number) => Claims | undefined;
  set: (token: string, claims: Claims, expiresAtSeconds: number) => void;
};

export const createVerifiedTokenCache = <Claims>(capacity: number): VerifiedTokenCache<Claims> => {
  const entries = new Map<string, { claims: Claims; expiresAtSeconds: number }>();
  return {
    get: (token, nowSeconds) => {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAtSeconds <= nowSeconds) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    set: (token, claims, expiresAtSeconds) => {
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(token, { claims, expiresAtSeconds });
    },
  };
};
