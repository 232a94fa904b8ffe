import type { Db } from '../../db/database';
import { findPolicyRow } from './repository';

/** A policy as its comment thread names it, with its owner. */
export const findPolicySubject = async (db: Db, organizationId: string, policyId: string) => {
  const policy = await findPolicyRow(db, organizationId, policyId);
  return policy ? { title: policy.title, ownerId: policy.owner_id } : null;
};
