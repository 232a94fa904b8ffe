import type { Db } from '../../../server/src/db/database';
import { demoAccount } from '../../../server/src/demo/seed';

export const countRows = async (db: Db, table: 'organizations' | 'users' | 'sessions' | 'audit_logs') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const auditRowsFor = (db: Db, action: string) =>
  db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('created_at').execute();

/** The organisation the demo seed created, found through its admin. */
export const demoOrganizationId = async (db: Db): Promise<string> =>
  (
    await db
      .selectFrom('users')
      .select('organization_id')
      .where('email', '=', demoAccount.email)
      .executeTakeFirstOrThrow()
  ).organization_id;
