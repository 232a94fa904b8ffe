import { useState } from 'react';
import Button from '@mui/material/Button';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useAppSelector } from '@/app/hooks';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { EvidenceDetailsDialog } from '@/features/evidenceLocker/components/EvidenceDetailsDialog';
import { EvidenceFilters } from '@/features/evidenceLocker/components/EvidenceFilters';
import { EvidenceGrid } from '@/features/evidenceLocker/components/EvidenceGrid';
import { EvidenceSummary } from '@/features/evidenceLocker/components/EvidenceSummary';
import { UploadEvidenceDialog } from '@/features/evidenceLocker/components/UploadEvidenceDialog';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';
import { useGetEvidenceQuery } from '@/features/evidenceLocker/evidenceLockerApi';
import { selectFilteredEvidence } from '@/features/evidenceLocker/evidenceLockerSlice';
import type { Evidence } from '@/features/evidenceLocker/types';

export default function EvidenceLockerPage() {
  const { isSuccess: loaded } = useGetEvidenceQuery();
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
      {loaded ? (
        <>
          <EvidenceSummary />
          <EvidenceFilters />
          <EvidenceGrid evidence={evidence} onView={view} />
        </>
      ) : (
        <PageLoader />
      )}
      <EvidenceDetailsDialog evidence={viewing} open={viewOpen} onClose={() => setViewOpen(false)} />
      <UploadEvidenceDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </>
  );
}
