import type { Role } from '@/contracts/enums';
import type { TestHarness } from '../../helpers/testApp';
import { hashPassword } from '../../../../server/src/lib/passwords';
import { insertUser } from '../../../../server/src/modules/users/repository';
import { signIn } from '../../helpers/requests';

const password = 'member-horse-1';

/** A member with the role in the organisation, signed in. */
export const addMember = async (t: TestHarness, organizationId: string, role: Role) => {
  const id = crypto.randomUUID();
  const email = `member.${id}@example.com`;
  const now = new Date().toISOString();
  await insertUser(t.db, {
    id,
    organization_id: organizationId,
    name: `${role} member`,
    email,
    password_hash: await hashPassword(password),
    role,
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  return { id, email, password, token: await signIn(t.app, email, password) };
};

export const organizationSettingsRow = (t: TestHarness, organizationId: string) =>
  t.db.selectFrom('organization_settings').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();

export const notificationRow = (t: TestHarness, userId: string) =>
  t.db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const defaultSettings = {
  notifications: {
    emailAlerts: true,
    criticalIssues: true,
    weeklyReports: true,
    complianceUpdates: false,
    systemMaintenance: true,
    mentions: true,
  },
  compliance: {
    primaryFramework: 'SOC2',
    autoRemediation: false,
    riskTolerance: 'medium',
    auditFrequency: 'weekly',
    allowSelfReview: false,
  },
};
