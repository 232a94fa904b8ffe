import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { listActiveMembers } from '../members';

export const ownerNotActiveMessage = 'ownerId: the owner must be an active member of your organisation';

/** Who may own an asset: the organisation's active members, by name. */
export const listAssetOwners = async (db: Db, organizationId: string) =>
  (await listActiveMembers(db, organizationId)).map(({ id, name }) => ({ id, name }));

/** A 400 unless the owner given (null clears it) is an active member. */
export const requireActiveOwner = async (db: Db, organizationId: string, ownerId: string | null | undefined) => {
  if (!ownerId) return;
  const owners = await listAssetOwners(db, organizationId);
  if (!owners.some((owner) => owner.id === ownerId)) throw new AppError(400, ownerNotActiveMessage);
};
