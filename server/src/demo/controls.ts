import type { FrameworkId, Role } from '@/contracts/enums';
import type { UpdateControlBody } from '@/contracts/controlSettings';
import { memberActor, type MemberActor } from '../core/actor';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { reviewAttestation, submitAttestation } from '../modules/attestations';
import { assignOwners, requestExclusion, reviewExclusion, updateControl } from '../modules/controls';
import { submitForReview } from '../modules/reviews';

const dayMs = 24 * 60 * 60 * 1000;

type DemoPerson = { id: string; name: string; role: Role };
type Who = 'admin' | 'manager' | 'analyst';

/** Who runs which part of each framework; the privacy notice and transfer categories are left for the team to assign. */
const owners: { framework: FrameworkId; category: string; owner: Who; backup?: Who }[] = [
  { framework: 'SOC2', category: 'CC1 Control Environment', owner: 'manager', backup: 'admin' },
  { framework: 'SOC2', category: 'CC2 Communication and Information', owner: 'manager' },
  { framework: 'SOC2', category: 'CC3 Risk Assessment', owner: 'manager', backup: 'admin' },
  { framework: 'SOC2', category: 'CC4 Monitoring Activities', owner: 'analyst', backup: 'manager' },
  { framework: 'SOC2', category: 'CC5 Control Activities', owner: 'manager' },
  { framework: 'SOC2', category: 'CC6 Logical and Physical Access Controls', owner: 'analyst', backup: 'admin' },
  { framework: 'SOC2', category: 'CC7 System Operations', owner: 'analyst', backup: 'admin' },
  { framework: 'SOC2', category: 'CC8 Change Management', owner: 'analyst' },
  { framework: 'SOC2', category: 'CC9 Risk Mitigation', owner: 'manager' },
  { framework: 'SOC2', category: 'A1 Availability', owner: 'admin', backup: 'analyst' },
  { framework: 'ISO27001', category: 'Context of the organization', owner: 'admin', backup: 'manager' },
  { framework: 'ISO27001', category: 'Leadership', owner: 'admin' },
  { framework: 'ISO27001', category: 'Planning', owner: 'manager', backup: 'admin' },
  { framework: 'ISO27001', category: 'Support', owner: 'manager' },
  { framework: 'ISO27001', category: 'Operation', owner: 'manager' },
  { framework: 'ISO27001', category: 'Performance evaluation', owner: 'manager', backup: 'admin' },
  { framework: 'ISO27001', category: 'Improvement', owner: 'admin' },
  { framework: 'ISO27001', category: 'Organizational controls', owner: 'manager', backup: 'analyst' },
  { framework: 'ISO27001', category: 'People controls', owner: 'manager' },
  { framework: 'ISO27001', category: 'Physical controls', owner: 'admin' },
  { framework: 'ISO27001', category: 'Technological controls', owner: 'analyst', backup: 'admin' },
  { framework: 'HIPAA', category: 'Administrative Safeguards', owner: 'manager', backup: 'admin' },
  { framework: 'HIPAA', category: 'Technical Safeguards', owner: 'analyst' },
  { framework: 'GDPR', category: 'Principles and Lawful Processing', owner: 'manager' },
  { framework: 'GDPR', category: 'Security of Personal Data', owner: 'analyst', backup: 'manager' },
];

/** How a few controls are done, in the team's own words. */
const statements: {
  framework: FrameworkId;
  controlId: string;
  status: NonNullable<UpdateControlBody['implementationStatus']>;
  statement: string;
}[] = [
  {
    framework: 'SOC2',
    controlId: 'CC6.1',
    status: 'implemented',
    statement:
      'Staff sign in to AWS and GitHub through single sign-on with MFA enforced by policy; production access is granted by role and removed on leaving.',
  },
  {
    framework: 'SOC2',
    controlId: 'CC1.4',
    status: 'in_progress',
    statement:
      'New joiners are screened before their start date and complete security awareness training in their first two weeks; the yearly refresher runs each spring.',
  },
  {
    framework: 'ISO27001',
    controlId: 'A.8.13',
    status: 'implemented',
    statement: 'Nightly database snapshots are kept for 35 days and a restore is tested every quarter.',
  },
];

/** Approved exclusions, as the Statement of Applicability records them. */
const exclusions: { framework: FrameworkId; controlId: string; justification: string }[] = [
  {
    framework: 'ISO27001',
    controlId: 'A.7.12',
    justification:
      'Acme Cloud runs no premises of its own with network cabling: offices are serviced co-working spaces and all systems run on AWS, whose cabling is covered by its own certification.',
  },
  {
    framework: 'GDPR',
    controlId: 'Art. 8',
    justification:
      'The service is sold to businesses only and offers nothing to children; sign-up requires a company account, so no consent of a child is ever relied on.',
  },
];

/** Procedural checks the team has attested with a record from the evidence locker. */
const attestations: {
  check: string;
  value: (now: Date) => number | string;
  evidence: string;
  by: Who;
  approvedBy?: Who;
  statement: string;
}[] = [
  {
    check: 'training.completionPct',
    value: () => 88,
    evidence: 'Security Awareness Training Completion 2026',
    by: 'analyst',
    approvedBy: 'manager',
    statement: 'The LMS export for 2026 shows 37 of 42 staff completed the awareness course; five joined this month.',
  },
  {
    check: 'policies.reviewedAt',
    value: (now) => new Date(now.getTime() - 45 * dayMs).toISOString().slice(0, 10),
    evidence: 'Information Security Policy v2.0',
    by: 'manager',
    approvedBy: 'admin',
    statement:
      'Leadership reviewed the information security policy and approved version 3.2 with the changes listed in it.',
  },
  {
    check: 'riskAssessment.completedAt',
    value: (now) => new Date(now.getTime() - 150 * dayMs).toISOString().slice(0, 10),
    evidence: 'Annual Risk Assessment 2026',
    by: 'manager',
    statement:
      'The yearly risk assessment was held with engineering and leadership; the register and treatment plan are attached.',
  },
];

const asMember = (organizationId: string, person: DemoPerson): MemberActor => ({
  ...memberActor({ ...person, organization_id: organizationId }, null),
  userId: person.id,
  role: person.role,
  // Seeded as the member would have done it, outside any session.
  sessionId: 'demo-seed',
});

const evidenceIdsByName = async (db: Db, organizationId: string): Promise<Map<string, string>> =>
  new Map(
    (
      await db
        .selectFrom('evidence_items')
        .select(['id', 'name'])
        .where('organization_id', '=', organizationId)
        .execute()
    ).map((row) => [row.name, row.id]),
  );

/**
 * Owners by category, a few implementation statements (submitted for review), two approved exclusions and the attestations the team has
 * made (two approved, one awaiting review), through the same services the screens call; once, while no control of
 * the organisation has settings. Answers whether it seeded.
 */
export const seedDemoControls = async (
  db: Db,
  organizationId: string,
  people: Record<Who, DemoPerson>,
  clock: Clock,
): Promise<boolean> => {
  const configured = await db
    .selectFrom('control_settings')
    .select('control_id')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (configured) return false;
  const deps = { db, clock };
  const member = (who: Who) => asMember(organizationId, people[who]);
  for (const { framework, category, owner, backup } of owners) {
    await assignOwners(deps, member('admin'), {
      framework,
      category,
      ownerId: people[owner].id,
      backupOwnerId: backup ? people[backup].id : null,
    });
  }
  for (const { framework, controlId, status, statement } of statements) {
    await updateControl(deps, member('manager'), framework, controlId, { implementationStatus: status, statement });
    await submitForReview(deps, member('manager'), { subjectType: 'controlStatement', subjectId: controlId });
  }
  for (const { framework, controlId, justification } of exclusions) {
    await requestExclusion(deps, member('manager'), framework, controlId, justification);
    await reviewExclusion(deps, member('admin'), framework, controlId, { decision: 'approve', note: null });
  }
  const evidence = await evidenceIdsByName(db, organizationId);
  const now = clock();
  const validUntil = new Date(now.getTime() + 365 * dayMs).toISOString().slice(0, 10);
  for (const attestation of attestations) {
    const evidenceId = evidence.get(attestation.evidence);
    if (!evidenceId) continue;
    const submitted = await submitAttestation(deps, member(attestation.by), {
      check: attestation.check,
      value: attestation.value(now),
      statement: attestation.statement,
      evidenceId,
      validUntil,
    });
    if (attestation.approvedBy) {
      await reviewAttestation(deps, member(attestation.approvedBy), submitted.id, { decision: 'approve', note: null });
    }
  }
  return true;
};
