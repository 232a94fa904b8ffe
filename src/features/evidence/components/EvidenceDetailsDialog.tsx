import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { usePermission } from '@/features/auth/usePermission';
import { LazyCommentThread } from '@/features/comments/components/LazyCommentThread';
import { EvidenceAccessHistory } from '@/features/evidence/components/EvidenceAccessHistory';
import { EvidenceMetadata } from '@/features/evidence/components/EvidenceMetadata';
import { EvidencePreviewPanel } from '@/features/evidence/components/EvidencePreviewPanel';
import { EvidenceReviewActions } from '@/features/evidence/components/EvidenceReviewActions';
import { EvidenceShareButton } from '@/features/evidence/components/EvidenceShareButton';
import { EvidenceTags } from '@/features/evidence/components/EvidenceTags';
import { EvidenceVersions } from '@/features/evidence/components/EvidenceVersions';
import { evidenceDetailsText, evidenceLockerText as text } from '@/features/evidence/constants';
import { useGetEvidenceDetailsQuery } from '@/features/evidence/evidenceApi';
import type { EvidenceDetails } from '@/features/evidence/types';
import { useEvidenceDownload } from '@/features/evidence/useEvidenceDownload';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 3 }}>
    <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

type EvidenceDetailsDialogProps = {
  /** The open item; null closes the dialog. */
  evidenceId: string | null;
  onClose: () => void;
  onUploadVersion: (evidence: EvidenceDetails) => void;
};

export const EvidenceDetailsDialog = ({ evidenceId, onClose, onUploadVersion }: EvidenceDetailsDialogProps) => {
  const download = useEvidenceDownload();
  const canReview = usePermission('evidence:review').allowed;
  const canUpload = usePermission('evidence:upload').allowed;
  // The last item stays on screen while the dialog fades out.
  const [shownId, setShownId] = useState(evidenceId);
  if (evidenceId && evidenceId !== shownId) setShownId(evidenceId);
  const { data: evidence, isError, refetch } = useGetEvidenceDetailsQuery(shownId ?? skipToken);

  return (
    <Dialog
      open={evidenceId !== null}
      onClose={onClose}
      aria-labelledby="evidence-details-title"
      fullWidth
      maxWidth="md"
    >
      {isError && !evidence && <LoadFailedPanel title={text.detailsFailed} onRetry={() => void refetch()} />}
      {!isError && !evidence && <PageLoader />}
      {evidence && (
        <>
          <DialogTitle id="evidence-details-title">{evidence.name}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {evidence.description}
            </Typography>
            <EvidenceMetadata evidence={evidence} />
            {canReview && evidence.status === 'pending' && <EvidenceReviewActions evidence={evidence} />}
            <Section title={text.tags}>
              <EvidenceTags tags={evidence.tags} />
            </Section>
            <Section title={evidenceDetailsText.preview}>
              <EvidencePreviewPanel evidence={evidence} />
            </Section>
            <Section title={evidenceDetailsText.versions}>
              <EvidenceVersions versions={evidence.versions} />
            </Section>
            <Section title={evidenceDetailsText.accessHistory}>
              <EvidenceAccessHistory accessHistory={evidence.accessHistory} />
            </Section>
            <Box sx={{ mt: 3 }}>
              <LazyCommentThread subjectType="evidence" subjectId={evidence.id} />
            </Box>
          </DialogContent>
          <DialogActions>
            {canUpload && (
              <Button onClick={() => onUploadVersion(evidence)}>{evidenceDetailsText.uploadVersion}</Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <EvidenceShareButton evidence={evidence} />
            <Button onClick={() => void download(evidence)}>{text.download}</Button>
            <Button variant="contained" onClick={onClose}>
              {text.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
