import type { Db } from '../../../server/src/db/database';

export const countRows = async (db: Db, table: 'organizations' | 'users' | 'sessions' | 'audit_logs') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const auditRowsFor = (db: Db, action: string) =>
  db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('created_at').execute();
