import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { findEvidenceRef } from '../evidence';
import { documentKindLabels } from '@/contracts/vendorOptions';
import type { LinkDocumentBody, VendorDetail } from '@/contracts/vendors';
import { vendorAuditActions } from './auditActions';
import { deleteDocumentRow, findDocumentRow, insertDocument } from './partsRepository';
import { readVendor, requireVendor, type VendorDeps } from './service';
import { refreshVendorSignals } from './vendorSignals';

export const evidenceNotFound = 'evidenceId: no evidence item of the organisation has this id';
export const documentNotFound = 'Vendor document not found';

/** Links an item of the evidence locker to the vendor as one of its documents; the findings follow on the next read. */
export const linkVendorDocument = async (
  deps: VendorDeps,
  actor: MemberActor,
  vendorId: string,
  body: LinkDocumentBody,
): Promise<VendorDetail> => {
  const { vendor } = await requireVendor(deps, actor, vendorId);
  const evidence = await findEvidenceRef(deps.db, actor, body.evidenceId);
  if (!evidence) throw new AppError(404, evidenceNotFound);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await insertDocument(trx, {
      id: randomUUID(),
      organization_id: actor.organizationId,
      vendor_id: vendorId,
      kind: body.kind,
      evidence_id: evidence.id,
      evidence_name: evidence.name,
      expires_on: body.expiresOn,
      linked_by_label: actor.name,
      linked_at: at,
    });
    await recordAudit(trx, actor, {
      action: vendorAuditActions.documentLinked,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} linked "${evidence.name}" to ${vendor.name} as its ${documentKindLabels[body.kind]}, expiring ${body.expiresOn}`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
  return readVendor(deps, actor, vendorId);
};

export const unlinkVendorDocument = async (
  deps: VendorDeps,
  actor: MemberActor,
  vendorId: string,
  documentId: string,
): Promise<VendorDetail> => {
  const { vendor } = await requireVendor(deps, actor, vendorId);
  const document = await findDocumentRow(deps.db, actor.organizationId, vendorId, documentId);
  if (!document) throw new AppError(404, documentNotFound);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await deleteDocumentRow(trx, actor.organizationId, documentId);
    await recordAudit(trx, actor, {
      action: vendorAuditActions.documentUnlinked,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} unlinked "${document.evidence_name}" from ${vendor.name}`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
  return readVendor(deps, actor, vendorId);
};
