import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type Organization = { id: string; name: string };

export const insertOrganization = async (db: Db, name: string, now: string): Promise<Organization> => {
  const organization = { id: crypto.randomUUID(), name, created_at: now, updated_at: now };
  await db.insertInto('organizations').values(organization).execute();
  return { id: organization.id, name };
};

export const findOrganizationByName = (db: Db, name: string): Promise<Organization | undefined> =>
  db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('created_at')
    .executeTakeFirst();

export const countOrganizationUsers = async (db: Db, organizationId: string): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row.count);
};

export const findOrganizationByIdOrName = async (db: Db, reference: string): Promise<Organization | undefined> =>
  (await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', reference).executeTakeFirst()) ??
  findOrganizationByName(db, reference);
