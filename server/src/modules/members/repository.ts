import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { likeEscaped, auditActions } from '../auditLogs';

export type MemberRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'status' | 'department' | 'last_login_at' | 'created_at'
>;

const memberColumns = ['id', 'name', 'email', 'role', 'status', 'department', 'last_login_at', 'created_at'] as const;

/** The organisation's members as the list shows them: everyone but the removed. */
const organizationMembers = (db: Db, organizationId: string) =>
  db.selectFrom('users').where('organization_id', '=', organizationId).where('status', '!=', 'removed');

/** A case-insensitive substring of the name or the email, with %, _ and \ taken literally. */
const nameOrEmailContains = (search: string): Expression<SqlBool> => {
  const pattern = `%${likeEscaped(search)}%`;
  return sql<SqlBool>`(lower(name) like lower(${pattern}) escape '\\' or lower(email) like lower(${pattern}) escape '\\')`;
};

export type MemberSearch = { search?: string; offset: number; limit: number };

export const listMembers = async (
  db: Db,
  organizationId: string,
  { search, offset, limit }: MemberSearch,
): Promise<{ rows: MemberRow[]; total: number }> => {
  const matching = search
    ? organizationMembers(db, organizationId).where(nameOrEmailContains(search))
    : organizationMembers(db, organizationId);
  const [rows, counted] = await Promise.all([
    matching.select(memberColumns).orderBy('name').orderBy('email').limit(limit).offset(offset).execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
};

/** Every member, for the export and the access review. */
export const allMembers = (db: Db, organizationId: string): Promise<MemberRow[]> =>
  organizationMembers(db, organizationId).select(memberColumns).orderBy('name').orderBy('email').execute();

export const findMember = (db: Db, id: string, organizationId: string): Promise<MemberRow | undefined> =>
  organizationMembers(db, organizationId).select(memberColumns).where('id', '=', id).executeTakeFirst();

/** Whoever holds the address, in any organisation and any status: emails are unique across the product. */
export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'organization_id', 'status']).where('email', '=', email).executeTakeFirst();

export const countActiveAdmins = async (db: Db, organizationId: string): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('admins'))
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'Admin')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.admins);
};

/**
 * Takes the organisation's row lock for the rest of the transaction: two Admins demoting each other at once are
 * serialised, so the last-Admin check of the second sees the first's change.
 */
export const lockOrganization = async (db: Db, organizationId: string): Promise<void> => {
  await db
    .updateTable('organizations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', organizationId)
    .execute();
};

export type MemberPatch = Partial<Pick<UserRow, 'name' | 'role' | 'status' | 'department' | 'password_hash'>>;

export const updateMember = async (
  db: Db,
  id: string,
  organizationId: string,
  patch: MemberPatch,
  now: string,
): Promise<void> => {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
};

/** Sets each member's last sign-in, where none is recorded, from the latest sign-in in the audit trail. */
export const backfillLastSignIns = async (db: Db, organizationId: string): Promise<void> => {
  await db
    .updateTable('users')
    .set((eb) => ({
      last_login_at: eb
        .selectFrom('audit_logs')
        .select((inner) => inner.fn.max('audit_logs.created_at').as('latest'))
        .whereRef('audit_logs.user_id', '=', 'users.id')
        .where('audit_logs.action', '=', auditActions.login),
    }))
    .where('organization_id', '=', organizationId)
    .where('last_login_at', 'is', null)
    .execute();
};
