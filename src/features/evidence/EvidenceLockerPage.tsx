import { useState } from 'react';
import Button from '@mui/material/Button';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useAppSelector } from '@/app/hooks';
import { OpenedOnce } from '@/components/OpenedOnce';
import { PageHeader } from '@/components/layout/PageHeader';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { usePermission } from '@/features/auth/usePermission';
import { AutomatedEvidenceSection } from '@/features/evidence/components/AutomatedEvidenceSection';
import { EvidenceFilters } from '@/features/evidence/components/EvidenceFilters';
import { EvidenceList } from '@/features/evidence/components/EvidenceList';
import { EvidenceSummary } from '@/features/evidence/components/EvidenceSummary';
import { evidenceLockerText } from '@/features/evidence/constants';
import { evidenceItemParam } from '@/features/evidence/itemLink';
import { useGetEvidenceSummaryQuery } from '@/features/evidence/evidenceApi';
import { selectEvidenceFilters } from '@/features/evidence/evidenceSlice';
import type { UploadDestination } from '@/features/evidence/types';
import { useLinkedControl } from '@/features/evidence/useLinkedControl';
import { lazyNamed } from '@/lib/lazyNamed';
import { useLinkedParam } from '@/lib/useLinkedParam';

// An item's details and the upload form (with its control picker) load when first opened, not with the list.
const EvidenceDetailsDialog = lazyNamed(
  () => import(/* webpackChunkName: "evidence-details" */ '@/features/evidence/components/EvidenceDetailsDialog'),
  'EvidenceDetailsDialog',
);
const UploadEvidenceDialog = lazyNamed(
  () => import(/* webpackChunkName: "evidence-upload" */ '@/features/evidence/components/UploadEvidenceDialog'),
  'UploadEvidenceDialog',
);

export default function EvidenceLockerPage() {
  return (
    <RequirePermission permission="evidence:read">
      <EvidenceLocker />
    </RequirePermission>
  );
}

const EvidenceLocker = () => {
  const filters = useAppSelector(selectEvidenceFilters);
  const { control, clearControl } = useLinkedControl();
  const { data: summary } = useGetEvidenceSummaryQuery();
  const upload = usePermission('evidence:upload');
  const { openId: viewingId, open: view, close } = useLinkedParam(evidenceItemParam);
  const [uploading, setUploading] = useState<UploadDestination | null>(null);

  return (
    <>
      <PageHeader
        title={evidenceLockerText.title}
        description={evidenceLockerText.description}
        actions={
          <NotPermittedTooltip reason={upload.reason}>
            <Button
              variant="contained"
              startIcon={<CloudUpload />}
              disabled={!upload.allowed}
              onClick={() => setUploading({ kind: 'evidence' })}
            >
              {evidenceLockerText.upload}
            </Button>
          </NotPermittedTooltip>
        }
      />
      {summary && <EvidenceSummary summary={summary} />}
      <EvidenceFilters control={control} onClearControl={clearControl} />
      <EvidenceList query={{ ...filters, control }} onView={view} />
      <AutomatedEvidenceSection />
      <OpenedOnce open={viewingId !== null}>
        <EvidenceDetailsDialog
          evidenceId={viewingId}
          onClose={close}
          onUploadVersion={(evidence) => setUploading({ kind: 'version', evidence })}
        />
      </OpenedOnce>
      <OpenedOnce open={uploading !== null}>
        <UploadEvidenceDialog destination={uploading} onClose={() => setUploading(null)} />
      </OpenedOnce>
    </>
  );
};
