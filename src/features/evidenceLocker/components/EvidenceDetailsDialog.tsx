import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ConfidentialityChip, EvidenceStatusChip } from '@/features/evidenceLocker/components/EvidenceChips';
import { EvidenceTags } from '@/features/evidenceLocker/components/EvidenceTags';
import { evidenceLockerText as text } from '@/features/evidenceLocker/constants';
import { formatCalendarDay } from '@/lib/dates';
import type { Evidence } from '@/features/evidenceLocker/types';
import { useEvidenceActions } from '@/features/evidenceLocker/useEvidenceActions';

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

// The evidence outlives `open` so the dialog keeps its content while it fades out.
type EvidenceDetailsDialogProps = { evidence: Evidence | null; open: boolean; onClose: () => void };

export const EvidenceDetailsDialog = ({ evidence, open, onClose }: EvidenceDetailsDialogProps) => {
  const { download, share } = useEvidenceActions();
  return (
    <Dialog
      open={open && evidence !== null}
      onClose={onClose}
      aria-labelledby="evidence-details-title"
      fullWidth
      maxWidth="sm"
    >
      {evidence && (
        <>
          <DialogTitle id="evidence-details-title">{evidence.name}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {evidence.description}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
              <Field label={text.status}>
                <EvidenceStatusChip status={evidence.status} />
              </Field>
              <Field label={text.confidentiality}>
                <ConfidentialityChip level={evidence.confidentiality} />
              </Field>
              <Field label={text.category}>{evidence.category}</Field>
              <Field label={text.type}>{evidence.type}</Field>
              <Field label={text.size}>{evidence.size}</Field>
              <Field label={text.uploadedBy}>{evidence.uploadedBy}</Field>
              <Field label={text.uploadDate}>{formatCalendarDay(evidence.uploadDate)}</Field>
              <Field label={text.lastAccessed}>{formatCalendarDay(evidence.lastAccessed)}</Field>
              <Field label={text.accessCount}>{evidence.accessCount}</Field>
              <Field label={text.relatedControls}>{evidence.relatedControls.join(', ')}</Field>
            </Box>
            <Typography
              component="h3"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 2, mb: 0.5 }}
            >
              {text.tags}
            </Typography>
            <EvidenceTags tags={evidence.tags} />
          </DialogContent>
          <DialogActions>
            <Button onClick={share}>{text.share}</Button>
            <Button onClick={download}>{text.download}</Button>
            <Button variant="contained" onClick={onClose}>
              {text.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
