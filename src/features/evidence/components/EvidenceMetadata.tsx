import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ConfidentialityChip, EvidenceStatusChip } from '@/features/evidence/components/EvidenceChips';
import { evidenceDetailsText, evidenceLockerText as text } from '@/features/evidence/constants';
import { relatedControlName } from '@/features/evidence/controlLink';
import { formatFileSize } from '@/features/evidence/fileSize';
import type { EvidenceDetails } from '@/features/evidence/types';
import { formatCalendarDay, formatDateTime } from '@/lib/dates';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
      {children}
    </Typography>
  </Box>
);

const reviewState = ({ review, status }: EvidenceDetails) => {
  if (!review) return evidenceDetailsText.awaitingReview;
  const note = review.note ? `: ${review.note}` : '';
  const self = review.selfReviewed ? ` (${evidenceDetailsText.selfReviewed})` : '';
  return `${evidenceDetailsText.reviewedBy(review.by)}${self}, ${formatDateTime(review.at)}${status === 'rejected' ? note : ''}`;
};

export const EvidenceMetadata = ({ evidence }: { evidence: EvidenceDetails }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
    <Field label={text.status}>
      <EvidenceStatusChip status={evidence.status} />
    </Field>
    <Field label={text.confidentiality}>
      <ConfidentialityChip level={evidence.confidentiality} />
    </Field>
    <Field label={text.category}>{evidence.category}</Field>
    <Field label={text.type}>{evidence.type}</Field>
    <Field label={text.size}>{formatFileSize(evidence.current.sizeBytes)}</Field>
    <Field label={text.uploadedBy}>{evidence.uploadedBy}</Field>
    <Field label={text.uploadDate}>{formatCalendarDay(evidence.uploadDate)}</Field>
    <Field label={text.validUntil}>
      {evidence.validUntil ? formatCalendarDay(evidence.validUntil) : text.none}
      {evidence.expired && ` (${text.expired})`}
    </Field>
    <Field label={text.lastAccessed}>
      {evidence.lastAccessed ? formatCalendarDay(evidence.lastAccessed) : text.never}
    </Field>
    <Field label={text.accessCount}>{evidence.accessCount}</Field>
    <Field label={text.relatedControls}>
      {evidence.relatedControls.length > 0 ? evidence.relatedControls.map(relatedControlName).join(', ') : text.none}
    </Field>
    <Field label={evidenceDetailsText.review}>{reviewState(evidence)}</Field>
  </Box>
);
