import type { Db } from '../db/database';
import { AppError } from '../lib/appError';
import { findOrganizationByIdOrName, type Organization } from '../modules/organizations/repository';

/** The organisation named by the first positional argument, by id or by name (case-insensitive). */
export const requireOrganizationArgument = async (db: Db, args: string[], usage: string): Promise<Organization> => {
  const [reference] = args.filter((arg) => !arg.startsWith('--'));
  if (!reference) throw new AppError(400, `Missing organisation. Usage: npm run admin -- ${usage}`);
  const organization = await findOrganizationByIdOrName(db, reference.trim());
  if (!organization) throw new AppError(404, `No organisation with id or name "${reference}". See npm run admin -- users:list`);
  return organization;
};
