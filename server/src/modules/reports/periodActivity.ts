import type { Db } from '../../db/database';
import { assessmentAuditActions } from '../assessments';
import { evidenceAuditActions } from '../evidence';
import { integrationAuditActions } from '../integrations';
import { type AuditCategory, auditCategories, type AuditSeverity, auditSeverities } from '@/contracts/enums';
import type { ReportSnapshot } from '@/contracts/reports';

/** How many of the period's events a report lists, when its author asks for them; the counts cover all of them. */
export const listedEventLimit = 30;

/**
 * Sign-ins, failed sign-ins, sign-outs, password and e-mail changes, two-factor and sessions: who signed in from where
 * is the members' business, not a compliance report's, and a shared report travels beyond the organisation.
 */
const accountSecurity: AuditCategory = 'authentication';

/** The compliance events a report names with their counts, in this order. */
const notableActions: readonly string[] = [
  assessmentAuditActions.completed,
  evidenceAuditActions.approved,
  evidenceAuditActions.rejected,
  integrationAuditActions.connected,
  integrationAuditActions.disconnected,
];

const emailPattern = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/gi;
const withoutEmails = (text: string) => text.replace(emailPattern, '[email]');

type Period = ReportSnapshot['period'];
type Activity = NonNullable<ReportSnapshot['activity']>;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The period's audit trail summarised; its events listed only when `listEvents`; account security left out. */
export const findPeriodActivity = async (
  db: Db,
  organizationId: string,
  { from, to }: Period,
  listEvents: boolean,
): Promise<Activity> => {
  const inPeriod = db
    .selectFrom('audit_logs')
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .where('category', '!=', accountSecurity);
  const [counts, listed] = await Promise.all([
    inPeriod
      .select(['category', 'severity', 'action', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['category', 'severity', 'action'])
      .execute(),
    listEvents
      ? inPeriod
          .select(['created_at', 'action', 'user_label', 'category', 'details'])
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(listedEventLimit)
          .execute()
      : Promise.resolve([]),
  ]);
  const byCategory = zeros<AuditCategory>(auditCategories);
  const bySeverity = zeros<AuditSeverity>(auditSeverities);
  const byAction = new Map<string, number>();
  for (const row of counts) {
    const count = Number(row.count);
    byCategory[row.category] += count;
    bySeverity[row.severity] += count;
    byAction.set(row.action, (byAction.get(row.action) ?? 0) + count);
  }
  return {
    total: Object.values(byCategory).reduce((sum, count) => sum + count, 0),
    byCategory,
    bySeverity,
    notable: notableActions.flatMap((action) => {
      const count = byAction.get(action) ?? 0;
      return count > 0 ? [{ action, count }] : [];
    }),
    recent: listed.map((row) => ({
      timestamp: row.created_at,
      action: row.action,
      user: withoutEmails(row.user_label),
      category: row.category,
      details: withoutEmails(row.details),
    })),
  };
};
