import type { Db } from '../../db/database';
import { type Clock, isoNow } from '../../lib/clock';
import { csvRecord } from '../auditLogs';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { memberActions } from './auditActions';
import { allMembers } from './repository';
import { toMember } from './toMember';

const header = ['Name', 'Email', 'Role', 'Department', 'Status', 'Last Login', 'Created'];

/**
 * The organisation's user list as CSV (one organisation's people fit in memory), audited in the transaction that
 * reads it so the record names exactly the rows exported.
 */
export const exportMembers = async (
  db: Db,
  clock: Clock,
  actor: MemberActor,
): Promise<{ filename: string; csv: string }> => {
  const now = isoNow(clock);
  const members = await db.transaction().execute(async (trx) => {
    const rows = (await allMembers(trx, actor.organizationId)).map(toMember);
    await recordAudit(trx, actor, {
      action: memberActions.exported,
      severity: 'info',
      details: `${actor.name} exported the user list (${rows.length} users) as CSV`,
      category: 'data',
      resource: 'users',
      at: now,
    });
    return rows;
  });
  const lines = members.map((member) =>
    csvRecord([
      member.name,
      member.email,
      member.role,
      member.department,
      member.status,
      member.lastLogin,
      member.createdAt,
    ]),
  );
  return { filename: `securo-users-${now.slice(0, 10)}.csv`, csv: csvRecord(header) + lines.join('') };
};
