import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { AddVendorButton } from '@/features/vendors/components/AddVendorButton';
import { ExportSubprocessorsButton } from '@/features/vendors/components/ExportSubprocessorsButton';
import { noVendorFilters, type VendorFilterValues, VendorFilters } from '@/features/vendors/components/VendorFilters';
import { VendorTable } from '@/features/vendors/components/VendorTable';
import { vendorsText as text } from '@/features/vendors/constants';
import { useGetVendorsQuery } from '@/features/vendors/vendorsApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** /vendors: the vendor register, filtered and paged by the server, with the sub-processor list to export. */
export default function VendorsPage() {
  const [filters, setFilters] = useState<VendorFilterValues>(noVendorFilters);
  const [page, setPage] = useState(1);
  const { data, isError, refetch, requestId } = useGetVendorsQuery(
    { ...filters, page: String(page) },
    { refetchOnMountOrArgChange: true },
  );
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportSubprocessorsButton />
            <AddVendorButton />
          </Stack>
        }
      />
      <VendorFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <SectionLoader />}
      {data && <VendorTable page={data} onPageChange={setPage} />}
    </>
  );
}
