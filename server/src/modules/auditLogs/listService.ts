import type { Db } from '../../db/database';
import { auditCategories, auditSeverities } from '../../../../src/contracts/enums';
import { chainKey } from './chain';
import { countMatching, findPage, type ListedRow } from './listRepository';
import { findCounts } from './repository';
import type {
  AuditLogEntry,
  AuditLogFilters as AuditFilters,
  AuditLogPage as AuditLogList,
} from '../../../../src/contracts/auditLogs';

type ListRequest = AuditFilters & { page: number; limit: number };

type Tally = { category: string; severity: string; count: number };

const toLogEntry = (row: ListedRow): AuditLogEntry => ({
  id: row.id,
  action: row.action,
  severity: row.severity,
  category: row.category,
  details: row.details,
  user: row.user_label,
  timestamp: row.created_at,
  ipAddress: row.ip_address,
  resource: row.resource,
});

const sum = (tallies: Tally[], keep: (tally: Tally) => boolean) =>
  tallies.filter(keep).reduce((total, tally) => total + tally.count, 0);

const passes = (filters: AuditFilters) => (tally: Tally) =>
  (!filters.category || tally.category === filters.category) &&
  (!filters.severity || tally.severity === filters.severity);

const countsBy = <K extends string>(keys: readonly K[], tallies: Tally[], field: 'category' | 'severity') =>
  Object.fromEntries(keys.map((key) => [key, sum(tallies, (tally) => tally[field] === key)])) as Record<K, number>;

/**
 * Summary counts over the organisation's whole trail, and one filtered page of it, newest first. Counts come from
 * the running tallies; only a search has to count matching rows.
 */
export const listAuditLogs = async (db: Db, organizationId: string, request: ListRequest): Promise<AuditLogList> => {
  const { page, limit, ...filters } = request;
  const [tallies, rows] = await Promise.all([
    findCounts(db, chainKey(organizationId)),
    findPage(db, organizationId, filters, limit, (page - 1) * limit),
  ]);
  const total = filters.search ? await countMatching(db, organizationId, filters) : sum(tallies, passes(filters));
  return {
    stats: { total: sum(tallies, () => true), ...countsBy(auditSeverities, tallies, 'severity') },
    categories: countsBy(auditCategories, tallies, 'category'),
    logs: rows.map(toLogEntry),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
};
