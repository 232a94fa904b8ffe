import type { Attestation, SubmitAttestationBody } from '@/contracts/attestations';
import type { ReviewBody } from '@/contracts/review';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { checks, type CheckId } from '../../frameworks/checks';
import { isoNow } from '../../lib/clock';
import { findEvidenceRef } from '../evidence';
import { requireFourEyes } from '../settings';
import { attestationAuditActions } from './auditActions';
import { findAttestationRow, insertAttestation, listAttestationRows, saveAttestationReview } from './repository';
import { toAttestation } from './toAttestation';
import { attestableCheck, attestedValue, checkValidUntil } from './validation';

type AttestationDeps = Pick<AppDeps, 'db' | 'clock'>;

export const attestationNotFound = 'Attestation not found';
export const evidenceNotFound = 'evidenceId is not an evidence item of your organisation';
export const selfAttestationMessage = 'You made this attestation: another member must review it.';
const listLimit = 100;

const today = (now: Date) => now.toISOString().slice(0, 10);

const requireAttestation = async (deps: AttestationDeps, organizationId: string, id: string) => {
  const row = await findAttestationRow(deps.db, organizationId, id);
  if (!row) throw new AppError(404, attestationNotFound);
  return row;
};

/** A member states that a procedural check is met, citing evidence; it counts once another member approves it. */
export const submitAttestation = async (
  deps: AttestationDeps,
  member: MemberActor,
  body: SubmitAttestationBody,
): Promise<Attestation> => {
  const now = deps.clock();
  const checkId = attestableCheck(body.check);
  const value = attestedValue(checkId, body.value, now);
  checkValidUntil(body.validUntil, now);
  const evidence = await findEvidenceRef(deps.db, member, body.evidenceId);
  if (!evidence) throw new AppError(404, evidenceNotFound);
  if (evidence.status === 'rejected') throw new AppError(409, `evidenceId: ${evidence.name} was rejected`);
  const id = crypto.randomUUID();
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await insertAttestation(trx, {
      id,
      organization_id: member.organizationId,
      check_id: checkId,
      value: JSON.stringify(value),
      statement: body.statement,
      evidence_id: evidence.id,
      valid_until: body.validUntil,
      status: 'pending',
      attested_by: member.userId,
      attested_by_label: member.name,
      attested_at: at,
    });
    await recordAudit(trx, member, {
      action: attestationAuditActions.submitted,
      severity: 'info',
      category: 'compliance',
      details: `${member.name} attested ${checks[checkId].name} (${JSON.stringify(value)}) with ${evidence.name}, valid until ${body.validUntil}`,
      resource: `attestation:${id}`,
      at,
    });
  });
  return toAttestation(await requireAttestation(deps, member.organizationId, id), today(now));
};

/** The one review loop: four eyes unless self-review is allowed; an attestation past its date cannot be approved. */
export const reviewAttestation = async (
  deps: AttestationDeps,
  member: MemberActor,
  id: string,
  review: ReviewBody,
): Promise<Attestation> => {
  const now = deps.clock();
  const row = await requireAttestation(deps, member.organizationId, id);
  const checkName = toAttestation(row, today(now)).checkName;
  if (row.status !== 'pending') throw new AppError(409, `The attestation of ${checkName} was already reviewed`);
  if (row.valid_until < today(now)) {
    throw new AppError(409, `The attestation of ${checkName} expired on ${row.valid_until}: attest again`);
  }
  const selfReviewed = await requireFourEyes(deps.db, member, row.attested_by, selfAttestationMessage);
  const status = review.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  const at = isoNow(deps.clock);
  const note = review.note ?? null;
  await deps.db.transaction().execute(async (trx) => {
    const saved = { status, reviewedBy: member.userId, reviewedByLabel: member.name, at, note, selfReviewed };
    if (!(await saveAttestationReview(trx, id, saved))) {
      throw new AppError(409, `The attestation of ${checkName} was already reviewed`);
    }
    const self = selfReviewed ? ' (self-reviewed: they made this attestation)' : '';
    await recordAudit(trx, member, {
      action: status === 'approved' ? attestationAuditActions.approved : attestationAuditActions.rejected,
      severity: status === 'approved' ? 'success' : 'warning',
      category: 'compliance',
      details: `${member.name} ${status} the attestation of ${checkName} by ${row.attested_by_label}${self}${note ? `: ${note}` : ''}`,
      resource: `attestation:${id}`,
      at,
    });
  });
  return toAttestation(await requireAttestation(deps, member.organizationId, id), today(now));
};

/** The organisation's attestations, newest first, of one check or of all. */
export const listAttestations = async (
  deps: AttestationDeps,
  organizationId: string,
  checkIds: readonly string[] | null,
): Promise<Attestation[]> =>
  (await listAttestationRows(deps.db, organizationId, checkIds, listLimit)).map((row) =>
    toAttestation(row, today(deps.clock())),
  );

/** The latest attestation of each of the checks, whatever its state. */
export const latestAttestations = async (
  deps: AttestationDeps,
  organizationId: string,
  checkIds: readonly CheckId[],
): Promise<Map<string, Attestation>> => {
  const latest = new Map<string, Attestation>();
  for (const attestation of await listAttestations(deps, organizationId, checkIds)) {
    if (!latest.has(attestation.check)) latest.set(attestation.check, attestation);
  }
  return latest;
};
