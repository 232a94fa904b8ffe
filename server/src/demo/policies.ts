import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { sha256Hex } from '../lib/sha256';
import { findPolicyTemplate } from '../modules/policies/library';
import { refreshPolicySignals } from '../modules/policies/policySignals';
import { saveProfileFields } from '../modules/policies/profile';
import { insertAcceptance, insertPolicy, insertVersion, newDraftRow } from '../modules/policies/repository';
import { renderWithOrganisation } from '../modules/policies/service';
import { saveSubmission } from '../modules/reviews/repository';

const dayMs = 24 * 60 * 60 * 1000;

type Person = { id: string; name: string };

/** Everything the library's policies print but the days between access reviews: the Access Control Policy's blocker. */
const demoProfile = {
  legalName: 'Acme Cloud, Inc.',
  industry: 'Software as a service for healthcare providers',
  headcount: '48',
  locations: 'the United States and Portugal',
  dataTypes: 'customer account data, personal data and protected health information',
  securityOfficer: 'Priya Shah, Compliance Manager',
  privacyOfficer: 'Sam Rivera, Data Protection Officer',
  incidentContact: 'security@acmecloud.example and the #security-incidents Slack channel',
  policyReviewMonths: '12',
  logRetentionDays: '365',
  customerDataRetentionDays: '30',
  recoveryTimeHours: '8',
  recoveryPointHours: '24',
  vendorReviewMonths: '12',
};

type DemoVersion = {
  daysAgo: number;
  changelog: string;
  major: number;
  minor: number;
  acceptedBy: Person[];
  /** How this earlier version read, from the text in force; the newest version is the text itself. */
  earlier?: (text: string) => string;
};

/** The text without the lines that start with `start`, as an earlier version read before they were added. */
const withoutLines = (start: string) => (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith(start))
    .join('\n');

/** The text up to its section `heading`, as an earlier version read before that section was added. */
const withoutSection = (heading: string) => (text: string) => text.slice(0, text.indexOf(heading)).trimEnd() + '\n';

const publishedRow = (
  organizationId: string,
  policyId: string,
  text: string,
  version: DemoVersion,
  people: { approver: Person; publisher: Person },
  now: number,
) => {
  const at = new Date(now - version.daysAgo * dayMs).toISOString();
  return {
    id: randomUUID(),
    organization_id: organizationId,
    policy_id: policyId,
    state: 'published' as const,
    body: text,
    review_state: 'approved' as const,
    review_fingerprint: sha256Hex(text),
    reviewed_by_label: people.approver.name,
    reviewed_at: at,
    major: version.major,
    minor: version.minor,
    changelog: version.changelog,
    rendered: text,
    sha256: sha256Hex(text),
    published_by_label: people.publisher.name,
    published_at: at,
    updated_at: at,
  };
};

/**
 * The demo's policy programme: a profile missing one field, three policies in force with their version history and
 * most of the team's acceptances (one member still to accept the newest major version, long overdue), one of them due
 * for its yearly review within two weeks, one draft awaiting approval and one being written. The Access Control
 * Policy is left in the library, to be generated.
 */
export const seedDemoPolicies = async (
  db: Db,
  organizationId: string,
  people: { alex: Person; priya: Person; jordan: Person; sam: Person },
  clock: Clock,
): Promise<void> => {
  const existing = await db.selectFrom('policies').select('id').where('organization_id', '=', organizationId).execute();
  if (existing.length > 0) return;
  const now = clock().getTime();
  const { alex, priya, jordan, sam } = people;
  const everyone = [alex, priya, jordan, sam];
  await saveProfileFields(db, organizationId, demoProfile, new Date(now - 210 * dayMs).toISOString());
  // The top policy names both approvers, and both must approve its next version.
  const inForce: { templateId: string; versions: DemoVersion[]; approvers?: Person[] }[] = [
    {
      templateId: 'information-security',
      approvers: [alex, priya],
      versions: [
        {
          daysAgo: 540,
          changelog: 'First version',
          major: 1,
          minor: 0,
          acceptedBy: everyone,
          earlier: (text) => withoutSection('## 7. Review')(withoutLines('- **Security officer')(text)),
        },
        {
          daysAgo: 200,
          changelog: 'Added the security officer and yearly reviews',
          major: 2,
          minor: 0,
          acceptedBy: [alex, priya, jordan],
        },
      ],
    },
    {
      templateId: 'acceptable-use',
      versions: [
        {
          daysAgo: 400,
          changelog: 'First version',
          major: 1,
          minor: 0,
          acceptedBy: everyone,
          earlier: (text) => text.replace(', and any personal device used to reach company information', ''),
        },
        // Published almost a year ago: its yearly review falls due within the reminder window.
        { daysAgo: 355, changelog: 'Clarified personal devices', major: 1, minor: 1, acceptedBy: [] },
      ],
    },
    {
      templateId: 'incident-response',
      versions: [{ daysAgo: 30, changelog: 'First version', major: 1, minor: 0, acceptedBy: [priya, jordan, sam] }],
    },
  ];
  for (const { templateId, versions, approvers } of inForce) {
    const template = findPolicyTemplate(templateId);
    if (!template) continue;
    const policyId = randomUUID();
    const first = new Date(now - versions[0].daysAgo * dayMs).toISOString();
    await insertPolicy(db, {
      id: policyId,
      organization_id: organizationId,
      template_id: templateId,
      title: template.title,
      owner_id: priya.id,
      review_months: 12,
      created_at: first,
      ...(approvers && {
        approver_ids: JSON.stringify(approvers.map((approver) => approver.id)),
        approval_quorum: approvers.length,
      }),
    });
    const { text } = await renderWithOrganisation({ db, clock }, organizationId, template.body);
    for (const version of versions) {
      const body = version.earlier?.(text) ?? text;
      const row = publishedRow(organizationId, policyId, body, version, { approver: alex, publisher: priya }, now);
      await insertVersion(db, row);
      for (const member of version.acceptedBy) {
        await insertAcceptance(db, {
          organization_id: organizationId,
          version_id: row.id,
          user_id: member.id,
          user_label: member.name,
          sha256: row.sha256,
          accepted_at: new Date(now - (version.daysAgo - 2) * dayMs).toISOString(),
          ip: '203.0.113.24',
          user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
        });
      }
    }
  }
  await seedDrafts(db, organizationId, { priya, jordan }, now);
  await refreshPolicySignals(db, organizationId, new Date(now).toISOString());
};

const seedDrafts = async (db: Db, organizationId: string, people: { priya: Person; jordan: Person }, now: number) => {
  const drafts = [
    { templateId: 'data-retention', author: people.priya, submitted: true, daysAgo: 3 },
    { templateId: 'vendor-management', author: people.jordan, submitted: false, daysAgo: 1 },
  ];
  for (const { templateId, author, submitted, daysAgo } of drafts) {
    const template = findPolicyTemplate(templateId);
    if (!template) continue;
    const policyId = randomUUID();
    const at = new Date(now - daysAgo * dayMs).toISOString();
    await insertPolicy(db, {
      id: policyId,
      organization_id: organizationId,
      template_id: templateId,
      title: template.title,
      owner_id: author.id,
      review_months: 12,
      created_at: at,
    });
    const fingerprint = sha256Hex(template.body);
    await insertVersion(db, {
      ...newDraftRow(organizationId, policyId, template.body, at),
      review_state: submitted ? 'pending' : null,
      review_fingerprint: submitted ? fingerprint : null,
    });
    if (!submitted) continue;
    await saveSubmission(db, {
      organization_id: organizationId,
      subject_type: 'policyDraft',
      subject_id: policyId,
      state: 'pending',
      round: 1,
      fingerprint,
      submitted_by: author.id,
      submitted_by_label: author.name,
      submitted_at: at,
      reviewed_by: null,
      reviewed_by_label: null,
      reviewed_at: null,
      note: null,
      self_reviewed: 0,
    });
  }
};
