import type { Db } from '../../db/database';
import type { NewUser, UserRow } from '../../db/schema';
import type { Role } from '@/contracts/enums';

export type UserWithCompany = UserRow & { company: string };

export type UserPatch = Partial<Pick<UserRow, 'name' | 'email' | 'job_title' | 'phone' | 'timezone' | 'password_hash'>>;

const withCompany = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .selectAll('users')
    .select('organizations.name as company');

export const findUserByEmail = (db: Db, email: string): Promise<UserWithCompany | undefined> =>
  withCompany(db).where('users.email', '=', email.toLowerCase()).executeTakeFirst();

/** Scoped to the organisation so a token can never reach another tenant's user. */
export const findUserInOrganization = (
  db: Db,
  userId: string,
  organizationId: string,
): Promise<UserWithCompany | undefined> =>
  withCompany(db).where('users.id', '=', userId).where('users.organization_id', '=', organizationId).executeTakeFirst();

export const insertUser = async (db: Db, user: NewUser): Promise<void> => {
  await db.insertInto('users').values(user).execute();
};

export const updateUser = async (
  db: Db,
  userId: string,
  organizationId: string,
  patch: UserPatch,
  now: string,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', userId)
    .where('organization_id', '=', organizationId)
    .execute();
};

export type UserListing = { email: string; name: string; role: Role; company: string; createdAt: string };

export const listAllUsers = (db: Db): Promise<UserListing[]> =>
  db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.email',
      'users.name',
      'users.role',
      'organizations.name as company',
      'users.created_at as createdAt',
    ])
    .orderBy('organizations.name')
    .orderBy('users.email')
    .execute();

export const recordLastSignIn = async (db: Db, userId: string, now: string): Promise<void> => {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
};

/** The invited member becomes active when their link sets the password; anyone else keeps their status. */
export const activateIfPending = async (db: Db, userId: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('users')
    .set({ status: 'active', updated_at: now })
    .where('id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
