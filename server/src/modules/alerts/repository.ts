import type { Db } from '../../db/database';
import type { ControlStatus, Role } from '@/contracts/enums';
import { DEFAULT_NOTIFICATIONS } from '@/contracts/settingsOptions';
import type { AlertPreference } from './message';

export type Recipient = { id: string; name: string; email: string };

const preferenceColumns = {
  criticalIssues: 'critical_issues',
  weeklyReports: 'weekly_reports',
  complianceUpdates: 'compliance_updates',
  mentions: 'mentions',
} as const;

// SQL's view of "on": a saved 1, or no saved row while SPEC §9's default is on.
const flagOn = (saved: number | null, fallback: boolean) => saved === 1 || (saved === null && fallback);

/** Active members (of `only.roles`, or only `only.userId`, when given) whose settings let `preference` alerts reach them. */
export const findAlertRecipients = async (
  db: Db,
  organizationId: string,
  preference: AlertPreference,
  only: { roles?: Role[]; userId?: string } = {},
): Promise<Recipient[]> => {
  let query = db
    .selectFrom('users')
    .leftJoin('notification_preferences as preferences', 'preferences.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'preferences.email_alerts'])
    .select(`preferences.${preferenceColumns[preference]} as chosen`)
    .where('users.organization_id', '=', organizationId)
    .where('users.status', '=', 'active');
  if (only.roles) query = query.where('users.role', 'in', only.roles);
  if (only.userId) query = query.where('users.id', '=', only.userId);
  const rows = await query.orderBy('users.name').execute();
  return rows
    .filter(
      (row) =>
        flagOn(row.email_alerts, DEFAULT_NOTIFICATIONS.emailAlerts) &&
        flagOn(row.chosen, DEFAULT_NOTIFICATIONS[preference]),
    )
    .map(({ id, name, email }) => ({ id, name, email }));
};

/** The member, if still active in the organisation and `preference` alerts may still reach them. */
export const findRecipient = async (
  db: Db,
  organizationId: string,
  userId: string,
  preference: AlertPreference,
): Promise<Recipient | null> => (await findAlertRecipients(db, organizationId, preference, { userId }))[0] ?? null;

export const listOrganizationIds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('organizations').select('id').orderBy('id').execute()).map((row) => row.id);

export const findOrganizationName = async (db: Db, organizationId: string): Promise<string | null> =>
  (await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirst())?.name ??
  null;

export type StoredControlResult = { controlId: string; status: ControlStatus; issues: string[] };

export const findControlResults = async (db: Db, assessmentId: string): Promise<StoredControlResult[]> => {
  const rows = await db
    .selectFrom('control_results')
    .select(['control_id', 'status', 'issues'])
    .where('assessment_id', '=', assessmentId)
    .execute();
  return rows.map((row) => ({
    controlId: row.control_id,
    status: row.status,
    issues: JSON.parse(row.issues) as string[],
  }));
};

export type CompletedRun = { id: string; framework: string; score: number; completedAt: string };

/** Each framework's latest completed assessment at or before `at`. */
export const findLatestCompletedRuns = async (db: Db, organizationId: string, at: string): Promise<CompletedRun[]> => {
  const rows = await db
    .selectFrom('assessments')
    .select(['id', 'framework', 'score', 'completed_at'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'completed')
    .where('completed_at', '<=', at)
    .orderBy('completed_at', 'desc')
    .execute();
  const latest = new Map<string, CompletedRun>();
  for (const row of rows) {
    if (latest.has(row.framework) || row.score === null || row.completed_at === null) continue;
    latest.set(row.framework, {
      id: row.id,
      framework: row.framework,
      score: row.score,
      completedAt: row.completed_at,
    });
  }
  return [...latest.values()];
};

export type OverdueTask = { title: string; dueDate: string; ownerName: string | null };

export const findOverdueOpenTasks = async (db: Db, organizationId: string, today: string): Promise<OverdueTask[]> => {
  const rows = await db
    .selectFrom('tasks')
    .leftJoin('users as owners', 'owners.id', 'tasks.owner_id')
    .select(['tasks.title', 'tasks.due_date', 'owners.name as owner_name'])
    .where('tasks.organization_id', '=', organizationId)
    .where('tasks.status', '=', 'open')
    .where('tasks.due_date', '<', today)
    .orderBy('tasks.due_date')
    .execute();
  return rows.map((row) => ({ title: row.title, dueDate: row.due_date, ownerName: row.owner_name }));
};
