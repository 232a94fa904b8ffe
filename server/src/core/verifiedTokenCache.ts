/**
 * Remembers tokens whose signature already verified, so a repeated token skips the HMAC.
 * Only the exact token string hits; expiry is still checked on every use, and the session
 * row (revocation) is checked by the caller on every request.
 */
export type VerifiedTokenCache<Claims> = {
  get: (token: string, nowSeconds: number) => Claims | undefined;
  set: (token: string, claims: Claims, expiresAtSeconds: number) => void;
};

type Entry<Claims> = { token: string; claims: Claims; expiresAtSeconds: number };

/**
 * Entries are found by the token's signature, its last segment: unique to the token, and a fifth of its length. A
 * request's token is a new string, so the map hashes its key on every request.
 */
const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

export const createVerifiedTokenCache = <Claims>(capacity: number): VerifiedTokenCache<Claims> => {
  const entries = new Map<string, Entry<Claims>>();
  return {
    get: (token, nowSeconds) => {
      const signature = signatureOf(token);
      const entry = entries.get(signature);
      if (!entry || entry.token !== token) return undefined;
      if (entry.expiresAtSeconds <= nowSeconds) {
        entries.delete(signature);
        return undefined;
      }
      return entry.claims;
    },
    set: (token, claims, expiresAtSeconds) => {
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(signatureOf(token), { token, claims, expiresAtSeconds });
    },
  };
};
