import type { Db } from '../../../../server/src/db/database';
import { demoTeammates } from '../../../../server/src/demo/team';
import { hashPassword } from '../../../../server/src/lib/passwords';
import type { Role } from '@/contracts/enums';
import { api, signIn } from '../../helpers/requests';
import { type PasswordHarness, setupPasswordApp } from '../passwordTokens/passwordApp';

export const teammatePassword = 'teammate-horse-7';

/** The seeded demo organisation (Admin Alex Morgan and three teammates, one pending invitation), emails captured. */
export const setupMembersApp = (): PasswordHarness => {
  const t = setupPasswordApp();
  beforeAll(async () => {
    const passwordHash = await hashPassword(teammatePassword);
    await t.database.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where(
        'email',
        'in',
        demoTeammates.map((teammate) => teammate.email),
      )
      .execute();
  });
  return t;
};

export const teammateEmail = (role: Exclude<Role, 'Admin' | 'Viewer'>): string =>
  demoTeammates.find((teammate) => teammate.role === role)?.email ?? '';

export const signInTeammate = (t: PasswordHarness, role: Exclude<Role, 'Admin' | 'Viewer'>) =>
  signIn(t.app, teammateEmail(role), teammatePassword);

export const userRow = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

export const lastAudit = (db: Db, action: string) =>
  db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('seq', 'desc').executeTakeFirstOrThrow();

export const listMembers = (t: PasswordHarness, token: string, query = '') =>
  api(t.app, 'GET', `/api/members${query}`, { token });
