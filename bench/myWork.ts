import type { MemberActor } from '../server/src/core/actor';
import type { Db } from '../server/src/db/database';
import { frameworks } from '../server/src/frameworks';
import { saveCommentLinks } from '../server/src/modules/comments/commentLinks';
import { insertCommentRow } from '../server/src/modules/comments/commentRows';
import { defaultSettingsRow } from '../server/src/modules/controls/repository';
import { readMyWork } from '../server/src/modules/myWork/service';
import { insertOrganization } from '../server/src/modules/organizations';
import { insertUser } from '../server/src/modules/users';
import type { Role } from '@/contracts/enums';
import { type BenchDatabaseKind, onEachDatabase } from './lib/eachDatabase';
import { reportP95 } from './lib/p95Report';
import { heading } from './lib/report';
import { time } from './lib/stats';

const targetMs = 50;
const tasks = 150;
const mentions = 80;
const evidence = 60;
const reads = 200;
const databaseName = 'securo_my_work_bench';
const dayMs = 24 * 60 * 60 * 1000;

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);

// Every control of the four catalogues, the most one organisation holds: the member owns or backs up each.
const catalogue = Object.values(frameworks).flatMap((framework) =>
  framework.controls.map((control) => ({ framework: framework.id, controlId: control.id })),
);

const addMember = async (db: Db, organizationId: string, name: string, role: Role, at: string) => {
  const id = crypto.randomUUID();
  await insertUser(db, {
    id,
    organization_id: organizationId,
    name,
    email: `${id}@example.com`,
    password_hash: 'not used',
    role,
    job_title: null,
    created_at: at,
    updated_at: at,
  });
  return id;
};

const seedControls = (db: Db, organizationId: string, memberId: string, teammateId: string, now: Date) =>
  db
    .insertInto('control_settings')
    .values(
      catalogue.map((control, n) => ({
        ...defaultSettingsRow(organizationId, control.framework, control.controlId),
        owner_id: n % 4 === 3 ? teammateId : memberId,
        backup_owner_id: n % 4 === 3 ? memberId : teammateId,
        implementation_status: 'implemented' as const,
        review_date: day(now, (n % 120) - 30),
        updated_at: now.toISOString(),
      })),
    )
    .execute();

const seedTasks = (db: Db, organizationId: string, memberId: string, now: Date) =>
  db
    .insertInto('tasks')
    .values(
      Array.from({ length: tasks }, (_, n) => ({
        id: crypto.randomUUID(),
        organization_id: organizationId,
        title: `Remediate finding ${n}`,
        due_date: day(now, (n % 60) - 20),
        priority: n % 3 === 0 ? ('high' as const) : ('medium' as const),
        status: n % 5 === 0 ? ('done' as const) : ('open' as const),
        control_id: catalogue[n % catalogue.length]?.controlId ?? null,
        created_at: now.toISOString(),
        completed_at: null,
        owner_id: memberId,
        description: null,
        created_by: memberId,
        updated_at: now.toISOString(),
        overdue_notified_at: null,
      })),
    )
    .execute();

const seedEvidence = (db: Db, organizationId: string, memberId: string, now: Date) =>
  db
    .insertInto('evidence_items')
    .values(
      Array.from({ length: evidence }, (_, n) => ({
        id: crypto.randomUUID(),
        organization_id: organizationId,
        name: `Quarterly access review export ${n}`,
        category: 'Access Reviews',
        description: '',
        tags: '[]',
        confidentiality: 'Internal',
        status: n % 4 === 0 ? 'pending' : 'approved',
        valid_until: day(now, (n % 90) - 10),
        uploaded_by: memberId,
        uploaded_by_label: 'Jordan Lee',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        current_version: 1,
        reviewed_by_label: null,
        reviewed_at: null,
        review_note: null,
        last_accessed_at: null,
      })),
    )
    .execute();

const seedMentions = (db: Db, organizationId: string, memberId: string, teammateId: string, now: Date) =>
  db.transaction().execute(async (trx) => {
    for (let n = 0; n < mentions; n += 1) {
      const id = crypto.randomUUID();
      const control = catalogue[n % catalogue.length];
      if (!control) throw new Error('the catalogue is empty');
      await insertCommentRow(trx, {
        id,
        organization_id: organizationId,
        subject_type: 'control',
        subject_id: control.controlId,
        author_id: teammateId,
        body: `@Jordan Lee could you attach the export for ${control.controlId}?`,
        visibility: 'internal',
        created_at: new Date(now.getTime() - (mentions - n) * 60_000).toISOString(),
        edited_at: null,
        deleted_at: null,
      });
      await saveCommentLinks(trx, id, { mentionIds: [memberId], evidenceIds: [] });
    }
  });

/** An organisation where one Compliance Manager answers for every control, with tasks, evidence and mentions. */
const seedWork = async (db: Db, now: Date): Promise<MemberActor> => {
  const at = now.toISOString();
  const organization = await insertOrganization(db, 'My work bench', at);
  const memberId = await addMember(db, organization.id, 'Jordan Lee', 'Compliance Manager', at);
  const teammateId = await addMember(db, organization.id, 'Priya Shah', 'Compliance Manager', at);
  await seedControls(db, organization.id, memberId, teammateId, now);
  await seedTasks(db, organization.id, memberId, now);
  await seedEvidence(db, organization.id, teammateId, now);
  await seedEvidence(db, organization.id, memberId, now);
  await seedMentions(db, organization.id, memberId, teammateId, now);
  return {
    userId: memberId,
    organizationId: organization.id,
    role: 'Compliance Manager',
    name: 'Jordan Lee',
    sessionId: crypto.randomUUID(),
    ip: null,
    userAgent: null,
  };
};

const measure = async (db: Db, database: BenchDatabaseKind): Promise<boolean> => {
  const now = new Date();
  const member = await seedWork(db, now);
  const deps = { db, clock: () => now };
  const work = await readMyWork(deps, member);
  if (work.counts.controls !== catalogue.length) throw new Error(`expected ${catalogue.length} controls`);
  const timing = await time(() => readMyWork(deps, member), reads);
  return reportP95(
    database,
    `My work of a member answering for all ${catalogue.length} controls, with ${tasks} tasks, ${mentions} mentions and reviews waiting, ${database}`,
    timing,
    targetMs,
  );
};

/**
 * The My work view of a member who owns or backs up every control of the four catalogues: on a SQLite file, and on
 * PostgreSQL when BENCH_DATABASE_URL names a server where it may create a database.
 */
export async function reportMyWork(): Promise<boolean> {
  heading(`My work for a member answering for ${catalogue.length} controls (${reads} reads)`);
  return onEachDatabase(databaseName, measure);
}
