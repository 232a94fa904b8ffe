import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { OpenedOnce } from '@/components/OpenedOnce';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { usePermission } from '@/features/auth/usePermission';
import { ReportDetails } from '@/features/reports/components/ReportDetails';
import { ReportList } from '@/features/reports/components/ReportList';
import { ReportTemplates } from '@/features/reports/components/ReportTemplates';
import { REPORT_POLL_MS, reportsText } from '@/features/reports/constants';
import { useGetReportsQuery } from '@/features/reports/reportsApi';
import { selectAnyReportGenerating } from '@/features/reports/reportsSlice';
import { reportGenerationRequested } from '@/features/reports/thunks';
import type { ReportRequest } from '@/features/reports/types';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { useToast } from '@/features/toasts/useToast';
import { lazyNamed } from '@/lib/lazyNamed';

const CustomReportDialog = lazyNamed(
  () => import(/* webpackChunkName: "custom-report" */ '@/features/reports/components/CustomReportDialog'),
  'CustomReportDialog',
);

export default function ReportsPage() {
  return (
    <RequirePermission permission="reports:read">
      <Reports />
    </RequirePermission>
  );
}

const Reports = () => {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const generating = useAppSelector(selectAnyReportGenerating);
  // Reports others asked for (or a schedule made) finish on the server too: the list follows them.
  const {
    data: reports,
    refetch,
    isFetching,
    isError,
    requestId,
  } = useGetReportsQuery(undefined, {
    pollingInterval: generating ? REPORT_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  useLoadFailureToast(isError ? requestId : undefined, reportsText.loadFailed);
  const manage = usePermission('reports:manage');
  const [customOpen, setCustomOpen] = useState(false);
  const generate = (request: ReportRequest) => void dispatch(reportGenerationRequested(request));
  const refresh = async () => {
    const result = await refetch();
    if (!result.isError) toast.success(reportsText.refreshed);
  };

  return (
    <>
      <PageHeader
        title={reportsText.title}
        description={reportsText.description}
        actions={
          <>
            <Button variant="outlined" startIcon={<Refresh />} disabled={isFetching} onClick={() => void refresh()}>
              {reportsText.refresh}
            </Button>
            <NotPermittedTooltip reason={manage.reason}>
              <Button
                variant="contained"
                startIcon={<Add />}
                disabled={!reports || !manage.allowed}
                onClick={() => setCustomOpen(true)}
              >
                {reportsText.newCustomReport}
              </Button>
            </NotPermittedTooltip>
          </>
        }
      />
      {isError && !reports ? (
        <LoadFailedPanel title={reportsText.loadFailed} onRetry={() => void refetch()} />
      ) : reports ? (
        <>
          <ReportTemplates
            disabledReason={manage.reason}
            onGenerate={({ name, type, description }) =>
              type === 'custom' ? setCustomOpen(true) : generate({ name, type, description })
            }
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <ReportList />
            <ReportDetails />
          </Box>
        </>
      ) : (
        <PageLoader />
      )}
      <OpenedOnce open={customOpen}>
        <CustomReportDialog
          open={customOpen}
          onClose={() => setCustomOpen(false)}
          onSubmit={(request) => {
            setCustomOpen(false);
            generate(request);
          }}
        />
      </OpenedOnce>
    </>
  );
};
