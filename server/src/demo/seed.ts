import { isoNow, type Clock, systemClock } from '../lib/clock';
import type { FileStore } from '../storage/fileStore';
import { seedDemoEvidence } from './evidence';
import { seedDemoIntegrations } from './integrations';
import type { IntegrationConnections } from '../core/appDeps';
import type { JobLog } from '../jobs/types';
import { hashPassword } from '../lib/passwords';
import { seedComplianceHistory } from './complianceHistory';
import { seedAuditHistory } from './auditHistory';
import { seedDemoTasks } from './tasks';
import { findOrganizationsNamed, insertOrganization } from '../modules/organizations';
import { findUserByEmail, insertUser } from '../modules/users';
import type { Db } from '../db/database';
import { seedDemoInvitation, seedDemoTeam } from './team';
import { backfillLastSignIns } from '../modules/members';
import { seedDemoControls } from './controls';
import { seedDemoComments } from './comments';
import { seedDemoAssets } from './assets';
import { seedDemoPolicies } from './policies';
import { seedDemoRisks } from './risks';
import { seedDemoVendors } from './vendors';

export const demoAccount = {
  organization: 'Acme Cloud',
  name: 'Alex Morgan',
  email: 'demo@securo.dev',
  password: 'securo-demo',
  jobTitle: 'Head of Security',
  department: 'Security',
} as const;

/** Creates the demo organisation and Admin once; later runs leave them (and any changes) alone. */
const seedDemoAccount = async (db: Db, clock: Clock): Promise<boolean> => {
  if (await findUserByEmail(db, demoAccount.email)) return false;
  const passwordHash = await hashPassword(demoAccount.password);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    const [organization = await insertOrganization(trx, demoAccount.organization, now)] = await findOrganizationsNamed(
      trx,
      demoAccount.organization,
    );
    await insertUser(trx, {
      id: crypto.randomUUID(),
      organization_id: organization.id,
      name: demoAccount.name,
      email: demoAccount.email,
      password_hash: passwordHash,
      role: 'Admin',
      department: demoAccount.department,
      job_title: demoAccount.jobTitle,
      created_at: now,
      updated_at: now,
    });
  });
  return true;
};

/**
 * The demo account, its teammates (with their last sign-ins from the trail) and one pending invitation; its evidence
 * locker with real files when there is a file store; control owners, exclusions and attestations; signals and
 * assessment history, 90 days of audit trail and open tasks; and, with the integrations sandbox, AWS and GitHub
 * connected and synced. Each only when missing; answers whether the account was created.
 */
export const seedDemo = async (
  db: Db,
  clock: Clock = systemClock,
  store?: FileStore,
  integrations?: { connections: IntegrationConnections; log: JobLog },
): Promise<boolean> => {
  const created = await seedDemoAccount(db, clock);
  const admin = await findUserByEmail(db, demoAccount.email);
  if (!admin) return created;
  const organizationId = admin.organization_id;
  const team = await seedDemoTeam(db, organizationId, clock);
  const people = { admin: { id: admin.id, name: admin.name, email: admin.email, role: admin.role }, team };
  await seedAuditHistory(db, organizationId, people, clock);
  await backfillLastSignIns(db, organizationId);
  await seedDemoInvitation(db, organizationId, clock);
  await seedDemoTasks(db, organizationId, clock, [admin.id, ...team.map((member) => member.id)]);
  if (store) await seedDemoEvidence(db, store, organizationId, [people.admin, ...team], clock);
  const teammate = (role: string) => team.find((member) => member.role === role);
  const manager = teammate('Compliance Manager');
  const analyst = teammate('Security Analyst');
  // Before the assessment history, so every assessment of it reads the owners, exclusions and attestations.
  if (manager && analyst) await seedDemoControls(db, organizationId, { admin, manager, analyst }, clock);
  const auditor = teammate('Auditor');
  if (manager && analyst && auditor) {
    const demoPeople = { alex: admin, priya: manager, jordan: analyst, sam: auditor };
    await seedDemoComments(db, organizationId, demoPeople, clock);
    await seedDemoPolicies(db, organizationId, demoPeople, clock);
    await seedDemoRisks(db, organizationId, demoPeople, clock);
    await seedDemoVendors(db, organizationId, { alex: admin, priya: manager, jordan: analyst }, clock, store);
  }
  await seedComplianceHistory(db, organizationId, admin.id, clock);
  if (integrations) {
    await seedDemoIntegrations(db, clock, organizationId, integrations.connections, integrations.log);
  }
  await seedDemoAssets(db, organizationId, [admin, ...team], clock);
  return created;
};
