import { frameworkIds, type Role } from '@/contracts/enums';
import { memberActor, type MemberActor } from '../../server/src/core/actor';
import type { Db } from '../../server/src/db/database';
import { seedDemo } from '../../server/src/demo/seed';
import { frameworks } from '../../server/src/frameworks';
import { checks, organisationCheckIds } from '../../server/src/frameworks/checks';
import { reviewAttestation, submitAttestation } from '../../server/src/modules/attestations';
import { assignOwners, requestExclusion, reviewExclusion } from '../../server/src/modules/controls';
import { insertEvidence } from '../../server/src/modules/evidence/repository';

const dayMs = 24 * 60 * 60 * 1000;
const approvedCount = 20;
const expiredCount = 3;
const pendingCount = 3;

/** The demo seed's two exclusions and this third one: three approved exclusions in all. */
const thirdExclusion = {
  framework: 'HIPAA' as const,
  controlId: '164.310(a)(1)',
  justification: 'No facility of ours holds ePHI: every system runs in AWS, whose facilities are covered by its BAA.',
};

const day = (at: Date) => at.toISOString().slice(0, 10);

/** An answer that meets the check, as a person who did the work would give it. */
const meetingValue = (
  check: (typeof organisationCheckIds)[number],
  today: string,
): number | string | boolean | { compliant: number; total: number } => {
  switch (checks[check].answer) {
    case 'ratio':
      return { compliant: 12, total: 12 };
    case 'percent':
      return 100;
    case 'date':
      return today;
    case 'confirmation':
      return true;
    case 'count':
      return check === 'logging.retentionDays' ? 400 : 0;
  }
};

type Clocked = { db: Db; clock: () => Date };
type Team = Record<'admin' | 'manager' | 'analyst', MemberActor>;

const teamOf = async (db: Db): Promise<Team> => {
  const users = await db.selectFrom('users').select(['id', 'organization_id', 'name', 'role']).execute();
  const member = (role: Role): MemberActor => {
    const user = users.find((row) => row.role === role);
    if (!user) throw new Error(`The demo seed has no ${role}`);
    return { ...memberActor(user, null), userId: user.id, role: user.role, sessionId: 'bench' };
  };
  return { admin: member('Admin'), manager: member('Compliance Manager'), analyst: member('Security Analyst') };
};

const insertRecord = async (db: Db, by: MemberActor, index: number, at: string): Promise<string> => {
  const id = crypto.randomUUID();
  const item = {
    id,
    organization_id: by.organizationId,
    name: `Procedure record ${index + 1}`,
    category: 'Policies',
    description: 'What the procedure produced',
    tags: '[]',
    confidentiality: 'internal',
    status: 'approved',
    valid_until: null,
    uploaded_by: by.userId,
    uploaded_by_label: by.name,
    created_at: at,
    updated_at: at,
    current_version: 1,
    reviewed_by_label: by.name,
    reviewed_at: at,
    review_note: null,
  };
  const version = {
    id: crypto.randomUUID(),
    evidence_id: id,
    version: 1,
    file_name: `record-${index + 1}.pdf`,
    media_type: 'application/pdf',
    type_label: 'PDF',
    size_bytes: 1024,
    sha256: '0'.repeat(64),
    storage_key: `bench/${id}`,
    uploaded_by: by.userId,
    uploaded_by_label: by.name,
    created_at: at,
  };
  await db.transaction().execute((trx) => insertEvidence(trx, item, [], version));
  return id;
};

/** Attests one check with its own record; a second member approves it unless it is left pending. */
const attestCheck = async (
  deps: Clocked,
  team: Team,
  check: (typeof organisationCheckIds)[number],
  { index, validDays, approve }: { index: number; validDays: number; approve: boolean },
) => {
  const now = deps.clock();
  const evidenceId = await insertRecord(deps.db, team.analyst, index, now.toISOString());
  const submitted = await submitAttestation(deps, team.analyst, {
    check,
    value: meetingValue(check, day(now)),
    statement: 'Done as our procedure says; the attached record shows it.',
    evidenceId,
    validUntil: day(new Date(now.getTime() + validDays * dayMs)),
  });
  if (approve) await reviewAttestation(deps, team.manager, submitted.id, { decision: 'approve', note: null });
};

/**
 * The demo organisation as a team running its programme would have it: an owner and a backup on every control of the
 * four frameworks, 20 approved attestations each with its evidence, 3 approved ones that have expired since, 3 awaiting
 * review, and 3 approved exclusions. The expired ones were made 5 days before `now`, valid for 2: after the demo's
 * imported signals, so their checks read as expired attestations.
 */
export async function seedProgrammeOrganisation(db: Db, now: Date): Promise<MemberActor> {
  let at = new Date(now.getTime() - 5 * dayMs);
  const deps = { db, clock: () => at };
  await seedDemo(db, () => now);
  const team = await teamOf(db);
  const attestable = organisationCheckIds.slice(0, approvedCount + expiredCount);
  for (const [index, check] of attestable.slice(approvedCount).entries()) {
    await attestCheck(deps, team, check, { index: approvedCount + index, validDays: 2, approve: true });
  }
  at = now;
  for (const [index, check] of attestable.slice(0, approvedCount).entries()) {
    await attestCheck(deps, team, check, { index, validDays: 365, approve: true });
  }
  for (const [index, check] of attestable.slice(0, pendingCount).entries()) {
    await attestCheck(deps, team, check, { index: attestable.length + index, validDays: 365, approve: false });
  }
  for (const framework of frameworkIds) {
    for (const category of new Set(frameworks[framework].controls.map((control) => control.category))) {
      await assignOwners(deps, team.admin, {
        framework,
        category,
        ownerId: team.manager.userId,
        backupOwnerId: team.analyst.userId,
      });
    }
  }
  const { framework, controlId, justification } = thirdExclusion;
  await requestExclusion(deps, team.manager, framework, controlId, justification);
  await reviewExclusion(deps, team.admin, framework, controlId, { decision: 'approve', note: null });
  return team.admin;
}
