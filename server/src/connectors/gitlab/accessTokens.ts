import type { ProviderCall, ProviderNeed } from '../providerApi';
import { listAll } from './client';

const dayMs = 24 * 60 * 60 * 1000;
// GitLab caps a new access token's life at a year (365 days); one that outlives it was made before the cap or past
// an administrator's override, and is a standing credential no person answers for.
const maximumLifetimeDays = 365;

type AccessTokenResponse = {
  name: string;
  scopes: string[];
  access_level: number;
  active: boolean;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
};

export type AccessToken = {
  name: string;
  scopes: string[];
  accessLevel: number;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** No expiry, or one further away than GitLab's one-year maximum. */
  longLived: boolean;
};

export const accessTokensNeed = (group: string): ProviderNeed => ({
  resource: `group access tokens of ${group}`,
  permission: `the read_api scope and the Owner role in ${group}`,
});

export const accessTokensPath = (groupId: number | string) => `/groups/${groupId}/access_tokens`;

const isLongLived = (expiresAt: string | null, now: Date): boolean =>
  expiresAt === null || Date.parse(expiresAt) - now.getTime() > maximumLifetimeDays * dayMs;

/** The group's active access tokens (revoked and expired ones authenticate nothing). */
export const readAccessTokens = async (
  call: ProviderCall,
  group: { id: number; path: string },
  now: Date,
): Promise<AccessToken[]> => {
  const tokens = await listAll<AccessTokenResponse>(call, accessTokensNeed(group.path), accessTokensPath(group.id), {
    state: 'active',
  });
  return tokens
    .filter((token) => token.active)
    .map((token) => ({
      name: token.name,
      scopes: token.scopes,
      accessLevel: token.access_level,
      expiresAt: token.expires_at,
      lastUsedAt: token.last_used_at,
      longLived: isLongLived(token.expires_at, now),
    }));
};
