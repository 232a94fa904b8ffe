import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { paths } from '@/app/paths';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { LazyCommentThread } from '@/features/comments/components/LazyCommentThread';
import { ReportDocument } from '@/features/reports/components/view/ReportDocument';
import { reportViewText } from '@/features/reports/constants';
import { useGetReportQuery } from '@/features/reports/reportsApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** View Online: the report's snapshot as an accessible page, the same content as its PDF. */
export default function ReportViewPage() {
  return (
    <RequirePermission permission="reports:read">
      <ReportView />
    </RequirePermission>
  );
}

const ReportView = () => {
  const { reportId = '' } = useParams();
  const { data, isError, requestId, refetch } = useGetReportQuery(reportId);
  useLoadFailureToast(isError ? requestId : undefined, reportViewText.loadFailed);
  return (
    <>
      <Button component={RouterLink} to={paths.reports} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {reportViewText.back}
      </Button>
      {isError ? (
        <LoadFailedPanel title={reportViewText.loadFailed} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <ReportDocument report={data.report} snapshot={data.snapshot} />
          <Box sx={{ mt: 4, maxWidth: 880 }}>
            <LazyCommentThread subjectType="report" subjectId={data.report.id} />
          </Box>
        </>
      ) : (
        <PageLoader />
      )}
    </>
  );
};
