import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { CheckId } from '../../frameworks/checks';
import type { FrameworkId } from '@/contracts/enums';
import type { EvidenceCategory } from '@/contracts/evidenceOptions';

/** hint: which document, in the words the control details show beside the upload button. */
type Proof = { kind: 'dated' | 'defined'; categories: readonly EvidenceCategory[]; hint: string };

/** What approved evidence tells of a check: when it was last done (dated) or that it exists (defined). */
export type EvidenceSignal = { key: CheckId; value: string | true; source: string; observedAt: string };

/**
 * The procedural checks a document proves, and which kinds of document prove each: a dated activity (a review, a
 * test, an assessment: done when the approved document was uploaded) or something that exists (a policy, a
 * procedure). Technical checks are never met by a document: they need the systems' own signals.
 */
export const evidenceBackedChecks: Partial<Record<CheckId, Proof>> = {
  'policies.reviewedAt': {
    kind: 'dated',
    categories: ['Policies'],
    hint: 'the security policy set as approved at its last review',
  },
  'accessReview.lastCompletedAt': {
    kind: 'dated',
    categories: ['Technical Evidence'],
    hint: 'the signed-off user access review (the list reviewed and the changes made)',
  },
  'backups.tested': {
    kind: 'dated',
    categories: ['Technical Evidence'],
    hint: 'the record of a backup restore test and its result',
  },
  'incidentResponse.planTestedAt': {
    kind: 'dated',
    categories: ['Technical Evidence'],
    hint: "the report of an incident response exercise (a tabletop or a real incident's review)",
  },
  'businessContinuity.testedAt': {
    kind: 'dated',
    categories: ['Technical Evidence'],
    hint: 'the report of a business continuity or disaster recovery test',
  },
  'riskAssessment.completedAt': {
    kind: 'dated',
    categories: ['Risk Assessments'],
    hint: 'the completed risk assessment with its treatment decisions',
  },
  'internalAudit.completedAt': {
    kind: 'dated',
    categories: ['Technical Evidence', 'Procedures'],
    hint: 'the internal audit report with its findings and corrective actions',
  },
  'managementReview.completedAt': {
    kind: 'dated',
    categories: ['Procedures', 'Policies'],
    hint: "the minutes of top management's review of the ISMS",
  },
  'processingRecords.updatedAt': {
    kind: 'dated',
    categories: ['Procedures'],
    hint: 'the records of processing activities as last updated',
  },
  'dataRetention.policyDefined': {
    kind: 'defined',
    categories: ['Policies'],
    hint: 'the data retention and disposal policy',
  },
  'privacy.noticePublished': { kind: 'defined', categories: ['Policies'], hint: 'the published privacy notice' },
  'breach.notificationProcedure': {
    kind: 'defined',
    categories: ['Procedures', 'Policies'],
    hint: 'the breach notification procedure (who notifies whom within 72 hours)',
  },
  'dpo.appointed': {
    kind: 'defined',
    categories: ['Policies', 'Procedures'],
    hint: "the DPO's appointment, or the recorded assessment that none is required",
  },
  'physical.accessControlled': {
    kind: 'defined',
    categories: ['Procedures'],
    hint: 'the physical access procedure with its badge and visitor logs',
  },
};

const proves = (category: string) => (id: CheckId) =>
  (evidenceBackedChecks[id]?.categories as readonly string[] | undefined)?.includes(category) ?? false;

/**
 * Signals from the organisation's approved, unexpired evidence: for each procedural check of a control an item is
 * linked to that its category proves, the latest such item's upload time (dated) or true (defined), its source
 * naming the item.
 */
export const loadEvidenceSignals = async (db: Db, organizationId: string, now: Date): Promise<EvidenceSignal[]> => {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('evidence_items as item')
    .innerJoin('evidence_controls as control', 'control.evidence_id', 'item.id')
    .innerJoin('evidence_versions as version', (join) =>
      join.onRef('version.evidence_id', '=', 'item.id').onRef('version.version', '=', 'item.current_version'),
    )
    .select(['item.name', 'item.category', 'control.framework', 'control.control_id', 'version.created_at'])
    .where('item.organization_id', '=', organizationId)
    .where('item.status', '=', 'approved')
    .where((eb) => eb.or([eb('item.valid_until', 'is', null), eb('item.valid_until', '>=', today)]))
    .execute();
  const latest = new Map<CheckId, { name: string; at: string }>();
  for (const row of rows) {
    const control = frameworks[row.framework as FrameworkId]?.controls.find((item) => item.id === row.control_id);
    for (const checkId of control?.checks.filter(proves(row.category)) ?? []) {
      const known = latest.get(checkId);
      if (!known || known.at < row.created_at) latest.set(checkId, { name: row.name, at: row.created_at });
    }
  }
  return [...latest].map(([key, { name, at }]) => ({
    key,
    value: evidenceBackedChecks[key]?.kind === 'dated' ? at : true,
    source: `evidence: ${name}`,
    observedAt: at,
  }));
};
