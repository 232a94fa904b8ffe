import type { Collection, DiscoveredAsset } from '../connector';
import { collectionOf } from '../facts';
import type { Admin } from './admins';
import { peopleFacts } from './peopleFacts';
import { type PolicyPosture, policyFacts } from './policyFacts';
import type { UserPosture } from './users';

/** The Okta org itself, by the address its people sign in at. */
const identityProvider = (origin: string, users: UserPosture[]): DiscoveredAsset => ({
  kind: 'identityProvider',
  externalId: origin,
  name: new URL(origin).host,
  detail: { provider: 'Okta', activeUsers: users.length },
});

export const oktaCollection = (
  origin: string,
  policies: PolicyPosture,
  users: UserPosture[],
  admins: Admin[],
  collectedAt: Date,
): Collection =>
  collectionOf([...policyFacts(policies), ...peopleFacts(users, admins, collectedAt)], collectedAt, [
    identityProvider(origin, users),
  ]);
