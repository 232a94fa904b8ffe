import type {
  BusinessImpact,
  DataShared,
  ReviewAnswer,
  ReviewDecision,
  VendorDataCategory,
  VendorDocumentKind,
  VendorStatus,
  VendorTier,
} from '@/contracts/vendorOptions';
import type { VendorDetail, VendorDocument, VendorReview, VendorSummary } from '@/contracts/vendors';
import type { VendorDocumentRow, VendorReviewRow } from './partsRepository';
import type { VendorWithOwner } from './repository';
import { nextReviewOn, reviewIsCurrent } from './reviewSchedule';
import { vendorFindings } from './vendorFindings';

/** A vendor's row with its documents and reviews (newest first), as the register reads them. */
export type VendorParts = { vendor: VendorWithOwner; documents: VendorDocumentRow[]; reviews: VendorReviewRow[] };

const toDocument = (row: VendorDocumentRow, today: string): VendorDocument => ({
  id: row.id,
  kind: row.kind as VendorDocumentKind,
  evidence: { id: row.evidence_id, name: row.evidence_name },
  expiresOn: row.expires_on,
  expired: row.expires_on < today,
  linkedBy: row.linked_by_label,
  linkedAt: row.linked_at,
});

const toReview = (row: VendorReviewRow): VendorReview => ({
  id: row.id,
  reviewedOn: row.reviewed_on,
  reviewer: row.reviewer_label,
  answers: JSON.parse(row.answers) as Record<string, ReviewAnswer>,
  findings: row.findings,
  decision: row.decision as ReviewDecision,
});

/** Where the vendor stands: its findings and its review schedule, from its rows and the day. */
export const vendorStanding = ({ vendor, documents, reviews }: VendorParts, today: string) => {
  const tier = vendor.tier as VendorTier;
  const status = vendor.status as VendorStatus;
  const dataCategories = JSON.parse(vendor.data_categories) as VendorDataCategory[];
  const onboardedOn = vendor.created_at.slice(0, 10);
  const latest = reviews[0];
  const last = latest ? { reviewedOn: latest.reviewed_on, decision: latest.decision as ReviewDecision } : null;
  const findings = vendorFindings(
    {
      status,
      dataCategories,
      documents: documents.map((row) => ({ kind: row.kind as VendorDocumentKind, expiresOn: row.expires_on })),
    },
    today,
  );
  return {
    tier,
    status,
    dataCategories,
    findings,
    nextReviewOn: status === 'active' ? nextReviewOn(tier, onboardedOn, last) : null,
    reviewCurrent: reviewIsCurrent(tier, onboardedOn, last, today),
  };
};

export const toVendorSummary = (parts: VendorParts, today: string): VendorSummary => {
  const { vendor } = parts;
  const standing = vendorStanding(parts, today);
  return {
    id: vendor.id,
    name: vendor.name,
    website: vendor.website,
    service: vendor.service,
    owner: vendor.owner_name === null ? null : { id: vendor.owner_id, name: vendor.owner_name },
    tier: standing.tier,
    dataShared: vendor.data_shared as DataShared,
    productionAccess: vendor.production_access === 1,
    businessImpact: vendor.business_impact as BusinessImpact,
    dataCategories: standing.dataCategories,
    countries: JSON.parse(vendor.countries) as string[],
    contractStart: vendor.contract_start,
    contractEnd: vendor.contract_end,
    subprocessor: vendor.subprocessor === 1,
    status: standing.status,
    nextReviewOn: standing.nextReviewOn,
    reviewCurrent: standing.reviewCurrent,
    findingsCount: standing.findings.length,
  };
};

export const toVendorDetail = (parts: VendorParts, today: string): VendorDetail => ({
  ...toVendorSummary(parts, today),
  documents: parts.documents.map((row) => toDocument(row, today)),
  findings: vendorStanding(parts, today).findings,
  reviews: parts.reviews.map(toReview),
});
