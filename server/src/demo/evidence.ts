import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { FileStore } from '../storage/fileStore';
import { defaultEvidenceMaxBytes, type EvidenceStatus, type RelatedControl } from '@/contracts/evidence';
import type { Confidentiality, EvidenceCategory } from '@/contracts/evidenceOptions';
import { textFile, textPdf } from './evidenceFiles';
import { insertEvidence } from '../modules/evidence/repository';
import { storageKey, storeInspected, versionRow } from '../modules/evidence/service';

const dayMs = 24 * 60 * 60 * 1000;

type DemoItem = {
  name: string;
  category: EvidenceCategory;
  uploader: string;
  uploadedDaysAgo: number;
  status: EvidenceStatus;
  review?: { by: string; note: string | null };
  confidentiality: Confidentiality;
  tags: string[];
  description: string;
  controls: RelatedControl[];
  /** Days from now; null for evidence that does not expire. */
  validForDays: number | null;
  accessCount: number;
  file: { name: string; content: () => Promise<Buffer> };
};

const soc2 = (controlId: string): RelatedControl => ({ framework: 'SOC2', controlId });
const iso = (controlId: string): RelatedControl => ({ framework: 'ISO27001', controlId });
const hipaa = (controlId: string): RelatedControl => ({ framework: 'HIPAA', controlId });

/** The locker of the demo organisation: every category, status and confidentiality level, as real files. */
export const demoEvidence: readonly DemoItem[] = [
  {
    name: 'Information Security Policy v2.0',
    category: 'Policies',
    uploader: 'Priya Shah',
    uploadedDaysAgo: 43,
    status: 'approved',
    review: { by: 'Alex Morgan', note: 'Board approved on 2026-10-10' },
    confidentiality: 'internal',
    tags: ['SOC 2', 'ISO 27001', 'Policy', 'Annual review', 'Board approved'],
    description: 'Company-wide information security policy, approved by the board for the current audit period.',
    controls: [soc2('CC1.1'), soc2('CC5.3'), iso('A.5.1')],
    validForDays: 322,
    accessCount: 47,
    file: {
      name: 'information-security-policy-v2.0.pdf',
      content: () =>
        textPdf('Information Security Policy v2.0', [
          'Purpose. This policy sets how Acme Cloud protects the confidentiality, integrity and availability of the information it holds for itself and its customers.',
          'Scope. Every employee, contractor and system that stores or processes company or customer data.',
          'Ownership. The CISO owns this policy; the board approves it every year.',
          'Access. Access is granted on least privilege, reviewed every quarter, and protected by multi-factor authentication.',
          'Incidents. Suspected incidents are reported at once to security@acmecloud.example and handled under the Incident Response Procedure.',
        ]),
    },
  },
  {
    name: 'AWS IAM MFA Enforcement Export',
    category: 'Technical Evidence',
    uploader: 'Jordan Lee',
    uploadedDaysAgo: 24,
    status: 'approved',
    review: { by: 'Priya Shah', note: null },
    confidentiality: 'confidential',
    tags: ['AWS', 'MFA', 'IAM'],
    description: 'IAM credential report and SCP showing MFA enforced for every console user.',
    controls: [soc2('CC6.1'), iso('A.5.17')],
    validForDays: 21,
    accessCount: 23,
    file: {
      name: 'aws-iam-mfa-export.json',
      content: () =>
        Promise.resolve(
          Buffer.from(
            `${JSON.stringify(
              {
                exportedAt: '2026-11-02T13:05:00Z',
                account: '123456789012',
                serviceControlPolicy: {
                  name: 'RequireMFA',
                  effect: 'Deny',
                  condition: 'aws:MultiFactorAuthPresent=false',
                },
                users: [
                  { user: 'alex.morgan', console: true, mfaActive: true },
                  { user: 'priya.shah', console: true, mfaActive: true },
                  { user: 'jordan.lee', console: true, mfaActive: true },
                  { user: 'ci-deployer', console: false, mfaActive: false },
                ],
              },
              null,
              2,
            )}\n`,
          ),
        ),
    },
  },
  {
    name: 'Security Awareness Training Completion 2026',
    category: 'Training Records',
    uploader: 'Priya Shah',
    uploadedDaysAgo: 57,
    status: 'pending',
    confidentiality: 'internal',
    tags: ['Training', 'HIPAA', 'Annual', 'All staff'],
    description: 'Completion records for the annual security and HIPAA awareness training, all employees.',
    controls: [soc2('CC1.4'), hipaa('164.308(a)(5)')],
    validForDays: 6,
    accessCount: 12,
    file: {
      name: 'security-awareness-completions-2026.csv',
      content: () =>
        textFile([
          'employee,department,course,completed_on,score',
          'Alex Morgan,Engineering,Security awareness 2026,2026-09-02,96',
          'Priya Shah,Compliance,Security awareness 2026,2026-09-03,100',
          'Jordan Lee,Security,Security awareness 2026,2026-09-03,98',
          'Sam Rivera,Audit,Security awareness 2026,2026-09-09,91',
        ]),
    },
  },
  {
    name: 'Incident Response Procedure',
    category: 'Procedures',
    uploader: 'Jordan Lee',
    uploadedDaysAgo: 97,
    status: 'approved',
    review: { by: 'Alex Morgan', note: null },
    confidentiality: 'restricted',
    tags: ['Incident response', 'Runbook'],
    description: 'Step-by-step procedure for triage, containment, notification and post-incident review.',
    controls: [soc2('CC7.3'), soc2('CC7.4'), iso('A.5.24')],
    validForDays: 268,
    accessCount: 31,
    file: {
      name: 'incident-response-procedure.md',
      content: () =>
        textFile([
          '# Incident Response Procedure',
          '',
          '1. Triage: the on-call engineer confirms the alert and sets a severity (SEV1 to SEV3).',
          '2. Contain: isolate affected hosts, rotate exposed credentials, preserve logs.',
          '3. Notify: SEV1 and SEV2 reach the CISO within 30 minutes; customers and regulators per contract and law (GDPR 72 hours).',
          '4. Recover: restore from known-good backups, verify, and monitor.',
          '5. Review: a blameless post-incident review within 5 working days, with tracked actions.',
        ]),
    },
  },
  {
    name: 'Annual Risk Assessment 2026',
    category: 'Risk Assessments',
    uploader: 'Priya Shah',
    uploadedDaysAgo: 134,
    status: 'pending',
    confidentiality: 'confidential',
    tags: ['Risk', 'SOC 2', 'ISO 27001', 'HIPAA', 'Vendors', 'Annual'],
    description: 'Risk register with likelihood, impact, owners and treatment plans for the year.',
    controls: [soc2('CC3.1'), soc2('CC3.2'), iso('A.5.7'), hipaa('164.308(a)(1)(ii)(A)')],
    validForDays: 231,
    accessCount: 18,
    file: {
      name: 'annual-risk-assessment-2026.pdf',
      content: () =>
        textPdf('Annual Risk Assessment 2026', [
          'Method. Each risk is scored for likelihood and impact from 1 to 5; risks scoring 12 or more need a treatment plan and an owner.',
          'R-01 Compromised cloud credentials (L4 x I5 = 20). Treatment: MFA everywhere, credential rotation, GuardDuty. Owner: Jordan Lee.',
          'R-02 Vendor data breach (L3 x I4 = 12). Treatment: vendor reviews and DPAs. Owner: Priya Shah.',
          'R-03 Loss of the primary region (L2 x I5 = 10). Treatment: cross-region backups, tested restores. Owner: Alex Morgan.',
        ]),
    },
  },
  {
    name: 'Database Backup Restore Test',
    category: 'Technical Evidence',
    uploader: 'Jordan Lee',
    uploadedDaysAgo: 54,
    status: 'rejected',
    review: { by: 'Priya Shah', note: 'The timestamp and the environment restored into are not visible.' },
    confidentiality: 'internal',
    tags: ['Backups', 'Availability'],
    description: 'Log of a restore test; rejected because the timestamp and environment are not visible.',
    controls: [soc2('A1.2'), soc2('A1.3'), iso('A.8.13')],
    validForDays: null,
    accessCount: 4,
    file: {
      name: 'backup-restore-test.log',
      content: () =>
        textFile([
          'restore: snapshot rds:orders-db-nightly selected',
          'restore: creating instance orders-db-restore-test',
          'restore: instance available, 1,204,331 rows in orders',
          'restore: checksum of orders matches the source snapshot',
          'restore: instance deleted',
        ]),
    },
  },
  {
    name: 'Acceptable Use Policy',
    category: 'Policies',
    uploader: 'Alex Morgan',
    uploadedDaysAgo: 168,
    status: 'approved',
    review: { by: 'Priya Shah', note: null },
    confidentiality: 'public',
    tags: ['Policy', 'Employees'],
    description: 'Rules for using company systems, devices and data, acknowledged by every employee.',
    controls: [soc2('CC1.1'), iso('A.5.10')],
    validForDays: 197,
    accessCount: 56,
    file: {
      name: 'acceptable-use-policy.pdf',
      content: () =>
        textPdf('Acceptable Use Policy', [
          'Company devices and accounts are for company work; reasonable personal use is allowed where it does not put data at risk.',
          'Never share passwords or MFA codes, never disable endpoint protection, and lock your screen when you step away.',
          'Customer data stays in approved systems: no copies to personal devices, email or unapproved cloud storage.',
        ]),
    },
  },
  {
    name: 'Quarterly Access Review Procedure',
    category: 'Procedures',
    uploader: 'Jordan Lee',
    uploadedDaysAgo: 37,
    status: 'rejected',
    review: { by: 'Priya Shah', note: 'Missing the sign-off steps for system owners.' },
    confidentiality: 'confidential',
    tags: ['Access review', 'IAM', 'Quarterly', 'SOC 2'],
    description: 'How system owners review and revoke access each quarter; returned for missing sign-off steps.',
    controls: [soc2('CC6.2'), soc2('CC6.3'), iso('A.5.18')],
    validForDays: null,
    accessCount: 9,
    file: {
      name: 'quarterly-access-review.md',
      content: () =>
        textFile([
          '# Quarterly Access Review',
          '',
          '1. Export each system’s users and roles on the first working day of the quarter.',
          '2. Send each system owner their list; they mark every account keep or revoke within 10 working days.',
          '3. Revoke what was marked, and file the exports with the decisions as evidence.',
        ]),
    },
  },
];

export type DemoUploader = { id: string; name: string };

/** The demo locker, stored once: real files in the file store, uploaded and reviewed by the demo team. */
export const seedDemoEvidence = async (
  db: Db,
  store: FileStore,
  organizationId: string,
  team: DemoUploader[],
  clock: Clock,
): Promise<void> => {
  const seeded = await db
    .selectFrom('evidence_items')
    .select('id')
    .where('organization_id', '=', organizationId)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  const now = clock().getTime();
  const dateOf = (days: number) => new Date(now + days * dayMs).toISOString();
  for (const demo of demoEvidence) {
    const uploader = team.find((member) => member.name === demo.uploader);
    const id = randomUUID();
    const key = storageKey(organizationId, id);
    const file = { stream: Readable.from([await demo.file.content()]), fileName: demo.file.name };
    const inspected = await storeInspected({ store, maxBytes: defaultEvidenceMaxBytes }, key, file);
    const uploadedAt = dateOf(-demo.uploadedDaysAgo);
    const version = versionRow(
      { userId: uploader?.id ?? null, name: demo.uploader },
      id,
      1,
      file,
      inspected,
      key,
      uploadedAt,
    );
    const reviewedAt = demo.review ? dateOf(-demo.uploadedDaysAgo + 2) : null;
    await insertEvidence(
      db,
      {
        id,
        organization_id: organizationId,
        name: demo.name,
        category: demo.category,
        description: demo.description,
        tags: JSON.stringify(demo.tags),
        confidentiality: demo.confidentiality,
        status: demo.status,
        valid_until: demo.validForDays === null ? null : dateOf(demo.validForDays).slice(0, 10),
        uploaded_by: uploader?.id ?? null,
        uploaded_by_label: demo.uploader,
        created_at: uploadedAt,
        updated_at: reviewedAt ?? uploadedAt,
        current_version: 1,
        reviewed_by_label: demo.review?.by ?? null,
        reviewed_at: reviewedAt,
        review_note: demo.review?.note ?? null,
      },
      demo.controls,
      version,
    );
    await db.updateTable('evidence_items').set({ access_count: demo.accessCount }).where('id', '=', id).execute();
  }
};
