import type { MemberActor } from '../server/src/core/actor';
import type { Db } from '../server/src/db/database';
import { saveCommentLinks } from '../server/src/modules/comments/commentLinks';
import { insertCommentRow } from '../server/src/modules/comments/commentRows';
import { readThread } from '../server/src/modules/comments/threadService';
import { insertOrganization } from '../server/src/modules/organizations';
import { insertUser } from '../server/src/modules/users';
import type { Role } from '@/contracts/enums';
import { type BenchDatabaseKind, onEachDatabase } from './lib/eachDatabase';
import { reportP95 } from './lib/p95Report';
import { heading } from './lib/report';
import { time } from './lib/stats';

const targetMs = 30;
const comments = 500;
const reads = 200;
const databaseName = 'securo_comments_bench';
const subject = { subjectType: 'control', subjectId: 'CC6.1' } as const;

const team: [string, Role][] = [
  ['Priya Shah', 'Compliance Manager'],
  ['Jordan Lee', 'Security Analyst'],
  ['Alex Morgan', 'Admin'],
  ['Sam Rivera', 'Auditor'],
];

/** One organisation whose control carries a thread of `comments`, each mentioning a teammate; a few shared. */
const seedThread = async (db: Db, now: Date): Promise<MemberActor> => {
  const at = now.toISOString();
  const organization = await insertOrganization(db, 'Thread bench', at);
  const members: { id: string; name: string; role: Role }[] = [];
  for (const [name, role] of team) {
    const id = crypto.randomUUID();
    await insertUser(db, {
      id,
      organization_id: organization.id,
      name,
      email: `${id}@example.com`,
      password_hash: 'not used',
      role,
      job_title: null,
      created_at: at,
      updated_at: at,
    });
    members.push({ id, name, role });
  }
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < comments; n += 1) {
      const author = members[n % members.length];
      const mentioned = members[(n + 1) % members.length];
      if (!author || !mentioned) throw new Error('the bench team is empty');
      const id = crypto.randomUUID();
      await insertCommentRow(trx, {
        id,
        organization_id: organization.id,
        ...{ subject_type: subject.subjectType, subject_id: subject.subjectId },
        author_id: author.id,
        body: `@${mentioned.name} comment ${n}: the access review for this quarter needs the Okta export attached.`,
        visibility: n % 5 === 0 ? 'shared' : 'internal',
        created_at: new Date(now.getTime() - (comments - n) * 60_000).toISOString(),
        edited_at: null,
        deleted_at: null,
      });
      await saveCommentLinks(trx, id, { mentionIds: [mentioned.id], evidenceIds: [] });
    }
  });
  const [reader] = members;
  if (!reader) throw new Error('the bench team is empty');
  return {
    userId: reader.id,
    organizationId: organization.id,
    role: reader.role,
    name: reader.name,
    sessionId: crypto.randomUUID(),
    ip: null,
    userAgent: null,
  };
};

const measure = async (db: Db, database: BenchDatabaseKind): Promise<boolean> => {
  const now = new Date();
  const reader = await seedThread(db, now);
  const timing = await time(() => readThread({ db, clock: () => now }, reader, subject), reads);
  return reportP95(
    database,
    `a thread of ${comments} comments loaded (authors, mentions, what the reader may do), ${database}`,
    timing,
    targetMs,
  );
};

/**
 * A control's comment thread of 500 comments read as a member opens it: on a SQLite file, and on PostgreSQL when
 * BENCH_DATABASE_URL names a server where it may create a database.
 */
export async function reportCommentThread(): Promise<boolean> {
  heading(`A comment thread of ${comments} comments (${reads} reads)`);
  return onEachDatabase(databaseName, measure);
}
