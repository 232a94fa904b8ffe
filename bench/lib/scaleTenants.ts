import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { hashPassword } from '../../server/src/lib/passwords';
import { insertOrganization } from '../../server/src/modules/organizations/repository';
import { insertUser } from '../../server/src/modules/users/repository';
import { taskPriorities } from '@/contracts/enums';
import { tenantAdmin } from './scaleShape';

const tasksPerTenant = 30;

/** Its remediation tasks, half of them done, due over the weeks around today. */
const seedTasks = (db: Db, now: string) =>
  sql`
    insert into tasks (id, organization_id, title, due_date, priority, status, control_id, created_at, completed_at,
      owner_id, description, created_by, updated_at, overdue_notified_at)
    select gen_random_uuid()::text, o.id, 'Remediate finding ' || n,
      to_char(current_date + (n - ${tasksPerTenant / 2}) * 3, 'YYYY-MM-DD'),
      (${[...taskPriorities]}::text[])[1 + n % ${taskPriorities.length}],
      case when n % 2 = 0 then 'done' else 'open' end, null, ${now},
      case when n % 2 = 0 then ${now} end, null, null, null, ${now}, null
    from organizations o cross join generate_series(1, ${tasksPerTenant}) as n`.execute(db);

/** `count` organisations, each with an administrator (tenantAdmin) and its tasks; answers their ids in order. */
export async function seedTenants(db: Db, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  // One hash for every administrator: argon2id is slow on purpose, and they share the bench's password.
  const passwordHash = await hashPassword(tenantAdmin(0).password);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const organization = await insertOrganization(db, `Scale Tenant ${String(index).padStart(4, '0')}`, now);
    await insertUser(db, {
      id: randomUUID(),
      organization_id: organization.id,
      name: `Tenant ${index} Admin`,
      email: tenantAdmin(index).email,
      password_hash: passwordHash,
      role: 'Admin',
      job_title: null,
      created_at: now,
      updated_at: now,
    });
    ids.push(organization.id);
  }
  await seedTasks(db, now);
  return ids;
}
