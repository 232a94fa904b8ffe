import type { Db } from '../../db/database';
import type { NewAuditLog } from '../../db/schema';

export const insertAuditLog = async (db: Db, entry: NewAuditLog): Promise<void> => {
  await db.insertInto('audit_logs').values(entry).execute();
};
