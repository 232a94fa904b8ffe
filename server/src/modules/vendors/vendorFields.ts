import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { listActiveMembers } from '../members';
import type { CreateVendorBody } from '@/contracts/vendors';

export const ownerNotFoundMessage = 'ownerId: no active member of the organisation has this id';
export const contractDatesMessage = 'contractEnd must not be before contractStart';
export const dataSharedMessage =
  'dataShared must be "customerOrPersonal" when personal, health or customer data is shared';

/** What a vendor's fields must agree on once merged with what is stored; the first disagreement is a 400. */
export const checkVendorFields = async (
  db: Db,
  organizationId: string,
  fields: CreateVendorBody,
  ownerChanged: boolean,
) => {
  if (fields.contractStart && fields.contractEnd && fields.contractEnd < fields.contractStart) {
    throw new AppError(400, contractDatesMessage);
  }
  if (fields.dataCategories.length > 0 && fields.dataShared !== 'customerOrPersonal') {
    throw new AppError(400, dataSharedMessage);
  }
  if (ownerChanged) {
    const members = await listActiveMembers(db, organizationId);
    if (!members.some((member) => member.id === fields.ownerId)) throw new AppError(404, ownerNotFoundMessage);
  }
};
