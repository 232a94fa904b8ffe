import type { Collection } from '../connector';
import { collectionOf } from '../facts';
import type { Admin } from './admins';
import { peopleFacts } from './peopleFacts';
import { type PolicyPosture, policyFacts } from './policyFacts';
import type { UserPosture } from './users';

export const oktaCollection = (
  policies: PolicyPosture,
  users: UserPosture[],
  admins: Admin[],
  collectedAt: Date,
): Collection => collectionOf([...policyFacts(policies), ...peopleFacts(users, admins, collectedAt)], collectedAt);
