import { sql } from 'kysely';
import type { TestDatabase } from './testDatabase';

export const auditOutageMessage = 'audit down';

const failInserts = {
  sqlite: [
    sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs BEGIN SELECT RAISE(ABORT, ${sql.lit(auditOutageMessage)}); END`,
  ],
  postgres: [
    sql`CREATE FUNCTION audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION ${sql.lit(auditOutageMessage)}; END $$`,
    sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_down()`,
  ],
};

const restoreInserts = {
  sqlite: [sql`DROP TRIGGER audit_down`],
  postgres: [sql`DROP TRIGGER audit_down ON audit_logs`, sql`DROP FUNCTION audit_down()`],
};

/** Runs `work` while the database refuses every audit row, as if the audit trail failed mid-request. */
export const whileAuditInsertsFail = async <T>(database: TestDatabase, work: () => Promise<T>): Promise<T> => {
  for (const statement of failInserts[database.kind]) await statement.execute(database.db);
  try {
    return await work();
  } finally {
    for (const statement of restoreInserts[database.kind]) await statement.execute(database.db);
  }
};
