import type { EvidenceItem } from '@/contracts/evidence';
import type { ListedEvidence, VersionRow } from './repository';

export const toVersion = (row: VersionRow): EvidenceItem['current'] => ({
  version: row.version,
  fileName: row.file_name,
  mediaType: row.media_type,
  sizeBytes: row.size_bytes,
  sha256: row.sha256,
  uploadedBy: row.uploaded_by_label,
  uploadedAt: row.created_at,
});

/** `today` (YYYY-MM-DD) decides whether the item has expired: valid until a date means through that day. */
export const toEvidence = ({ item, current, controls }: ListedEvidence, today: string): EvidenceItem => ({
  id: item.id,
  name: item.name,
  type: current.type_label,
  category: item.category as EvidenceItem['category'],
  description: item.description,
  tags: JSON.parse(item.tags) as string[],
  relatedControls: controls,
  confidentiality: item.confidentiality as EvidenceItem['confidentiality'],
  status: item.status as EvidenceItem['status'],
  expired: item.valid_until !== null && item.valid_until < today,
  validUntil: item.valid_until,
  uploadedBy: item.uploaded_by_label,
  uploadDate: item.created_at,
  updatedAt: item.updated_at,
  current: toVersion(current),
  review: item.reviewed_at
    ? {
        by: item.reviewed_by_label ?? '',
        at: item.reviewed_at,
        note: item.review_note,
        selfReviewed: item.self_reviewed === 1,
      }
    : null,
  accessCount: item.access_count,
  lastAccessed: item.last_accessed_at,
});
