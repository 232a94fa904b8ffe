import type { Db } from '../../db/database';

export type Organization = { id: string; name: string };

export type OrganizationListing = Organization & { createdAt: string };

export const insertOrganization = async (db: Db, name: string, now: string): Promise<Organization> => {
  const organization = { id: crypto.randomUUID(), name, created_at: now, updated_at: now };
  await db.insertInto('organizations').values(organization).execute();
  return { id: organization.id, name };
};

export const findOrganizationById = (db: Db, id: string): Promise<Organization | undefined> =>
  db.selectFrom('organizations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** Every organisation with exactly this name (case-sensitive): names are not unique, ids are. */
export const findOrganizationsNamed = (db: Db, name: string): Promise<OrganizationListing[]> =>
  db
    .selectFrom('organizations')
    .select(['id', 'name', 'created_at as createdAt'])
    .where('name', '=', name)
    .orderBy('created_at')
    .execute();

export type OrganizationSummary = OrganizationListing & { users: number };

export const listOrganizations = async (db: Db): Promise<OrganizationSummary[]> => {
  const rows = await db
    .selectFrom('organizations')
    .leftJoin('users', 'users.organization_id', 'organizations.id')
    .select((eb) => [
      'organizations.id',
      'organizations.name',
      'organizations.created_at as createdAt',
      eb.fn.count('users.id').as('users'),
    ])
    .groupBy(['organizations.id', 'organizations.name', 'organizations.created_at'])
    .orderBy('organizations.name')
    .orderBy('organizations.created_at')
    .execute();
  // PostgreSQL returns count() as a bigint string.
  return rows.map((row) => ({ ...row, users: Number(row.users) }));
};
