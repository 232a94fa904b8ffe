import type { Db } from '../db/database';
import { AppError } from '../core/appError';
import { findOrganizationById, findOrganizationsNamed, type Organization } from '../modules/organizations';
import { formatTable } from './table';

/** An organisation id, or a name that exactly one organisation has (case-sensitive); several -> refuse and list them. */
export const resolveOrganization = async (db: Db, reference: string): Promise<Organization> => {
  const byId = await findOrganizationById(db, reference);
  if (byId) return byId;
  const named = await findOrganizationsNamed(db, reference);
  if (named.length === 1) return { id: named[0].id, name: named[0].name };
  if (named.length === 0) {
    throw new AppError(404, `No organisation with id or name "${reference}". See npm run admin -- organizations:list`);
  }
  const rows = named.map((organization) => [organization.id, organization.name, organization.createdAt.slice(0, 10)]);
  throw new AppError(
    409,
    `${named.length} organisations are named "${reference}": pass the id of the one you mean.\n` +
      formatTable(['Id', 'Name', 'Created'], rows),
  );
};

/** The organisation named by the first positional argument. */
export const requireOrganizationArgument = async (db: Db, args: string[], usage: string): Promise<Organization> => {
  const [reference] = args.filter((arg) => !arg.startsWith('--'));
  if (!reference) throw new AppError(400, `Missing organisation. Usage: npm run admin -- ${usage}`);
  return resolveOrganization(db, reference.trim());
};
