import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/layout/PageHeader';
import { EvidenceCard } from '@/features/evidenceLocker/components/EvidenceCard';
import { EvidenceDetailsDialog } from '@/features/evidenceLocker/components/EvidenceDetailsDialog';
import { EvidenceFilters } from '@/features/evidenceLocker/components/EvidenceFilters';
import { EvidenceSummary } from '@/features/evidenceLocker/components/EvidenceSummary';
import { UploadEvidenceDialog } from '@/features/evidenceLocker/components/UploadEvidenceDialog';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';
import { selectFilteredEvidence } from '@/features/evidenceLocker/evidenceLockerSlice';
import type { Evidence } from '@/features/evidenceLocker/types';

export default function EvidenceLockerPage() {
  const evidence = useAppSelector(selectFilteredEvidence);
  const [viewing, setViewing] = useState<Evidence | null>(null);
  const [viewOpen, setViewOpen] = useState(false);
  const view = (item: Evidence) => {
    setViewing(item);
    setViewOpen(true);
  };
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <>
      <PageHeader
        title={evidenceLockerText.title}
        description={evidenceLockerText.description}
        actions={
          <Button variant="contained" startIcon={<CloudUpload />} onClick={() => setUploadOpen(true)}>
            {evidenceLockerText.upload}
          </Button>
        }
      />
      <EvidenceSummary />
      <EvidenceFilters />
      {evidence.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {evidenceLockerText.noMatches}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' } }}>
          {evidence.map((item) => (
            <EvidenceCard key={item.id} evidence={item} onView={view} />
          ))}
        </Box>
      )}
      <EvidenceDetailsDialog evidence={viewing} open={viewOpen} onClose={() => setViewOpen(false)} />
      <UploadEvidenceDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </>
  );
}
