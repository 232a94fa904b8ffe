import type { Db } from '../../db/database';
import { chainKey } from './chain';
import { csvRecord } from './csv';
import { countMatching, findBatchAfter, type ListCursor, type ListedRow } from './listRepository';
import { findChainHead } from './repository';
import type { AuditFilters } from './schemas';
import { auditActions, type AuditEntry, recordAudit } from './service';

type Exporter = Pick<AuditEntry, 'userId' | 'userLabel' | 'ipAddress'> & { organizationId: string };

type AuditExport = { filename: string; csv: AsyncGenerator<string> };

const csvHeader = ['Timestamp', 'User', 'Action', 'Category', 'Severity', 'Details', 'Resource', 'IP Address'];

const batchSize = 1000;

const toRecord = (row: ListedRow) =>
  csvRecord([row.created_at, row.user_label, row.action, row.category, row.severity, row.details, row.resource, row.ip_address]);

async function* csvLines(db: Db, organizationId: string, filters: AuditFilters, upToSeq: number): AsyncGenerator<string> {
  yield csvRecord(csvHeader);
  let after: ListCursor | null = null;
  for (;;) {
    const rows = await findBatchAfter(db, organizationId, filters, upToSeq, after, batchSize);
    if (rows.length > 0) yield rows.map(toRecord).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.created_at, seq: last.seq };
  }
}

const exportedDetails = (entries: number) =>
  `Exported ${entries} activity log ${entries === 1 ? 'entry' : 'entries'} as CSV`;

/**
 * Counts the matching rows, records the export in the trail, and returns the CSV as batches read on demand.
 * The export covers the rows that existed when it began, so the count is exact and the export's own row is not in it.
 */
export const exportAuditLogs = async (db: Db, exporter: Exporter, filters: AuditFilters, now: string): Promise<AuditExport> => {
  const { organizationId } = exporter;
  const upToSeq = (await findChainHead(db, chainKey(organizationId)))?.seq ?? 0;
  const entries = await countMatching(db, organizationId, filters, upToSeq);
  await recordAudit(
    db,
    {
      ...exporter,
      action: auditActions.logsExported,
      severity: 'info',
      category: 'data',
      details: exportedDetails(entries),
      resource: 'audit-logs',
    },
    now,
  );
  return { filename: `securo-activity-logs-${now.slice(0, 10)}.csv`, csv: csvLines(db, organizationId, filters, upToSeq) };
};
