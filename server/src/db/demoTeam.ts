import type { Clock } from '../lib/clock';
import { generatePassword, hashPassword } from '../lib/passwords';
import { findUserByEmail, insertUser } from '../modules/users/repository';
import type { Db } from './database';
import type { Role } from '../../../src/contracts/enums';

const dayMs = 24 * 60 * 60 * 1000;

export type DemoTeammate = { name: string; email: string; role: Role; jobTitle: string; invitedDaysAgo: number };

export const demoTeammates: readonly DemoTeammate[] = [
  {
    name: 'Priya Shah',
    email: 'priya.shah@acmecloud.example',
    role: 'Compliance Manager',
    jobTitle: 'Compliance Manager',
    invitedDaysAgo: 88,
  },
  {
    name: 'Jordan Lee',
    email: 'jordan.lee@acmecloud.example',
    role: 'Security Analyst',
    jobTitle: 'Security Analyst',
    invitedDaysAgo: 86,
  },
  {
    name: 'Sam Rivera',
    email: 'sam.rivera@acmecloud.example',
    role: 'Auditor',
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
  for (const { name, email, role, jobTitle, invitedDaysAgo } of demoTeammates) {
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
      job_title: jobTitle,
      created_at: invitedAt,
      updated_at: invitedAt,
    });
    members.push({ id, name, email, role, invitedDaysAgo });
  }
  return members;
};
