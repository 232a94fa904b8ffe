import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '@/app/paths';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/features/auth/usePermission';
import { VendorDetails } from '@/features/vendors/components/VendorDetails';
import { VendorDocuments } from '@/features/vendors/components/VendorDocuments';
import { VendorFindings } from '@/features/vendors/components/VendorFindings';
import { VendorReviews } from '@/features/vendors/components/VendorReviews';
import { vendorsText as text } from '@/features/vendors/constants';
import { useGetVendorQuery } from '@/features/vendors/vendorsApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** /vendors/:vendorId: one vendor, its findings, the documents that cover it and its reviews. */
export default function VendorPage() {
  const vendorId = useParams().vendorId ?? '';
  const {
    data: vendor,
    isError,
    refetch,
    requestId,
  } = useGetVendorQuery(vendorId, { refetchOnMountOrArgChange: true });
  const { allowed: canManage } = usePermission('vendors:manage');
  const failed = isError && !vendor;
  useLoadFailureToast(failed ? requestId : undefined, text.vendorLoadFailed);

  return (
    <>
      <Link component={RouterLink} to={paths.vendors} underline="hover" variant="body2">
        {text.back}
      </Link>
      {failed && <LoadFailedPanel title={text.vendorLoadFailed} onRetry={() => void refetch()} />}
      {!failed && !vendor && <SectionLoader />}
      {vendor && (
        <>
          <PageHeader title={vendor.name} description={vendor.service} />
          <VendorFindings findings={vendor.findings} />
          <VendorDetails vendor={vendor} canManage={canManage} />
          <VendorDocuments vendor={vendor} canManage={canManage} />
          <VendorReviews vendor={vendor} canManage={canManage} />
        </>
      )}
    </>
  );
}
