import type { Db } from '../../db/database';
import { auditCategories, auditSeverities } from '@/contracts/enums';
import { chainKey } from '../../core/auditTrail/chain';
import { findPage, findSearchPage, type ListedRow, type SearchLimits, searchLimits } from './listRepository';
import { findCounts } from '../../core/auditTrail/repository';
import type {
  AuditLogEntry,
  AuditLogFilters as AuditFilters,
  AuditLogPage as AuditLogList,
} from '@/contracts/auditLogs';

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

const pagination = (page: number, limit: number, total: number, totalIsLowerBound: boolean) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
  ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
});

/**
 * Summary counts over the organisation's whole trail, and one filtered page of it, newest first. Counts come from
 * the running tallies; only a search has to count matching rows, through the search index and no further than
 * limits.countCap.
 */
export const listAuditLogs = async (
  db: Db,
  organizationId: string,
  request: ListRequest,
  limits: SearchLimits = searchLimits,
): Promise<AuditLogList> => {
  const { page, limit, ...filters } = request;
  const offset = (page - 1) * limit;
  const { search } = filters;
  const [tallies, found] = await Promise.all([
    findCounts(db, chainKey(organizationId)),
    search
      ? findSearchPage(db, organizationId, { ...filters, search }, limit, offset, limits)
      : findPage(db, organizationId, filters, limit, offset).then((rows) => ({
          rows,
          total: null,
          totalIsLowerBound: false,
        })),
  ]);
  const total = found.total ?? sum(tallies, passes(filters));
  return {
    stats: { total: sum(tallies, () => true), ...countsBy(auditSeverities, tallies, 'severity') },
    categories: countsBy(auditCategories, tallies, 'category'),
    logs: found.rows.map(toLogEntry),
    pagination: pagination(page, limit, total, found.totalIsLowerBound),
  };
};
