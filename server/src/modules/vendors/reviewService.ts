import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { reviewDecisionLabels } from '@/contracts/vendorOptions';
import type { RecordReviewBody, VendorDetail } from '@/contracts/vendors';
import { vendorAuditActions } from './auditActions';
import { insertReview } from './partsRepository';
import { calendarToday, readVendor, requireVendor, type VendorDeps } from './service';
import { refreshVendorSignals } from './vendorSignals';

export const offboardedReviewMessage = 'An offboarded vendor is not reviewed: set it active again first';

/** Records today's review of the vendor by the actor: its next due date follows from it and the vendor's tier. */
export const recordVendorReview = async (
  deps: VendorDeps,
  actor: MemberActor,
  vendorId: string,
  body: RecordReviewBody,
): Promise<VendorDetail> => {
  const { vendor } = await requireVendor(deps, actor, vendorId);
  if (vendor.status !== 'active') throw new AppError(409, offboardedReviewMessage);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await insertReview(trx, {
      id: randomUUID(),
      organization_id: actor.organizationId,
      vendor_id: vendorId,
      reviewed_on: calendarToday(deps),
      answers: JSON.stringify(body.answers),
      findings: body.findings,
      decision: body.decision,
      reviewer_id: actor.userId,
      reviewer_label: actor.name,
      created_at: at,
    });
    await recordAudit(trx, actor, {
      action: vendorAuditActions.reviewed,
      severity: body.decision === 'rejected' ? 'warning' : 'success',
      category: 'compliance',
      details: `${actor.name} reviewed ${vendor.name}: ${reviewDecisionLabels[body.decision]}`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
  return readVendor(deps, actor, vendorId);
};
