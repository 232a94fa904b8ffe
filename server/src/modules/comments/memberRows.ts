import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Role } from '@/contracts/enums';
import { likeEscaped } from '../auditLogs';

export type ActiveMember = { id: string; name: string; email: string; role: Role };

const activeMembers = (db: Db, organizationId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active');

/** The members among `ids` who are active in the organisation. */
export const findActiveMembers = async (db: Db, organizationId: string, ids: string[]): Promise<ActiveMember[]> =>
  ids.length === 0 ? [] : activeMembers(db, organizationId).where('id', 'in', ids).execute();

/** Active members whose name (or a word of it) or email starts with `q`, by name. */
export const searchActiveMembers = (
  db: Db,
  organizationId: string,
  q: string | undefined,
  limit: number,
): Promise<ActiveMember[]> => {
  let query = activeMembers(db, organizationId);
  if (q) {
    const start = `${likeEscaped(q)}%`;
    const wordStart = `% ${likeEscaped(q)}%`;
    query = query.where(
      sql<SqlBool>`(lower(name) like lower(${start}) escape '\\' or lower(name) like lower(${wordStart}) escape '\\' or lower(email) like lower(${start}) escape '\\')`,
    );
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
};
