import type { Db } from '../../../server/src/db/database';
import { appendAuditEntries } from '../../../server/src/core/auditTrail/recordAudit';
import type { TimedAuditEntry } from '../../../server/src/core/auditTrail/chainWriter';

let counter = 0;

/** An audit entry of the organisation with readable defaults; each call a new action and a later time. */
export const auditEntry = (
  organizationId: string | null,
  overrides: Partial<TimedAuditEntry> = {},
): TimedAuditEntry => {
  counter += 1;
  return {
    organizationId,
    userId: null,
    userLabel: 'Test Operator',
    action: `Test Action ${counter}`,
    severity: 'info',
    category: 'system',
    details: `Test details ${counter}`,
    resource: 'test',
    ipAddress: '198.51.100.7',
    createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 1000).toISOString(),
    ...overrides,
  };
};

export const appendEntries = async (db: Db, entries: TimedAuditEntry[]) => {
  await appendAuditEntries(db, entries);
  return entries;
};

/** The chain's rows in chain order. */
export const chainRows = (db: Db, organizationId: string) =>
  db.selectFrom('audit_logs').selectAll().where('organization_id', '=', organizationId).orderBy('seq').execute();
