import type { Clock } from '../lib/clock';
import { generatePassword, hashPassword } from '../lib/passwords';
import { findUserByEmail, insertUser } from '../modules/users';
import type { Db } from '../db/database';
import type { Role } from '@/contracts/enums';
import type { Department } from '@/contracts/memberOptions';

const dayMs = 24 * 60 * 60 * 1000;

export type DemoTeammate = {
  name: string;
  email: string;
  role: Role;
  department: Department;
  jobTitle: string;
  invitedDaysAgo: number;
};

export const demoTeammates: readonly DemoTeammate[] = [
  {
    name: 'Priya Shah',
    email: 'priya.shah@acmecloud.example',
    role: 'Compliance Manager',
    department: 'Compliance',
    jobTitle: 'Compliance Manager',
    invitedDaysAgo: 88,
  },
  {
    name: 'Jordan Lee',
    email: 'jordan.lee@acmecloud.example',
    role: 'Security Analyst',
    department: 'Security',
    jobTitle: 'Security Analyst',
    invitedDaysAgo: 86,
  },
  {
    name: 'Sam Rivera',
    email: 'sam.rivera@acmecloud.example',
    role: 'Auditor',
    department: 'Audit',
    jobTitle: 'Internal Auditor',
    invitedDaysAgo: 61,
  },
];

export type TeamMember = { id: string; name: string; email: string; role: Role; invitedDaysAgo: number };

/**
 * The demo organisation's colleagues, created once with random passwords nobody is told (an operator can set one
 * with users:reset-password). Answers the teammates that belong to the organisation.
 */
export const seedDemoTeam = async (db: Db, organizationId: string, clock: Clock): Promise<TeamMember[]> => {
  const members: TeamMember[] = [];
  for (const { name, email, role, department, jobTitle, invitedDaysAgo } of demoTeammates) {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (existing.organization_id === organizationId) {
        members.push({
          id: existing.id,
          name: existing.name,
          email: existing.email,
          role: existing.role,
          invitedDaysAgo,
        });
      }
      continue;
    }
    const invitedAt = new Date(clock().getTime() - invitedDaysAgo * dayMs).toISOString();
    const id = crypto.randomUUID();
    const passwordHash = await hashPassword(generatePassword());
    await insertUser(db, {
      id,
      organization_id: organizationId,
      name,
      email,
      password_hash: passwordHash,
      role,
      department,
      job_title: jobTitle,
      created_at: invitedAt,
      updated_at: invitedAt,
    });
    members.push({ id, name, email, role, invitedDaysAgo });
  }
  return members;
};

/** The demo's one pending invitation: someone asked to join who has not set a password yet. */
export const demoInvitation = {
  name: 'Taylor Brooks',
  email: 'taylor.brooks@acmecloud.example',
  role: 'Viewer',
  department: 'IT',
  invitedDaysAgo: 2,
} as const satisfies Omit<DemoTeammate, 'jobTitle'>;

export const seedDemoInvitation = async (db: Db, organizationId: string, clock: Clock): Promise<void> => {
  if (await findUserByEmail(db, demoInvitation.email)) return;
  const { name, email, role, department, invitedDaysAgo } = demoInvitation;
  const invitedAt = new Date(clock().getTime() - invitedDaysAgo * dayMs).toISOString();
  await insertUser(db, {
    id: crypto.randomUUID(),
    organization_id: organizationId,
    name,
    email,
    password_hash: await hashPassword(generatePassword()),
    role,
    department,
    status: 'pending',
    job_title: null,
    created_at: invitedAt,
    updated_at: invitedAt,
  });
};
