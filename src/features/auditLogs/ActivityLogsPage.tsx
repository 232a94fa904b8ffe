import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import { useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetAuditLogsQuery } from '@/features/auditLogs/auditLogsApi';
import { selectActivityLogFilters, selectAuditLogQuery } from '@/features/auditLogs/auditLogsSlice';
import { ActivityLogFilters } from '@/features/auditLogs/components/ActivityLogFilters';
import { ActivityLogPagination } from '@/features/auditLogs/components/ActivityLogPagination';
import { ActivityLogSummary } from '@/features/auditLogs/components/ActivityLogSummary';
import { ActivityTimeline } from '@/features/auditLogs/components/ActivityTimeline';
import { activityLogsText as text } from '@/features/auditLogs/constants';
import { useActivityLogExport } from '@/features/auditLogs/useActivityLogExport';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { usePermission } from '@/features/auth/usePermission';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

export default function ActivityLogsPage() {
  return (
    <RequirePermission permission="auditLogs:read">
      <ActivityLogs />
    </RequirePermission>
  );
}

const ActivityLogs = () => {
  const { dateRange } = useAppSelector(selectActivityLogFilters);
  const query = useAppSelector(selectAuditLogQuery);
  const { data, currentData, isError, isFetching, refetch, requestId, fulfilledTimeStamp } =
    useGetAuditLogsQuery(query);
  useLoadFailureToast(isError ? requestId : undefined, text.loadFailed);
  const { exportLogs, exporting } = useActivityLogExport();
  const exportPermission = usePermission('auditLogs:export');
  // Ages and date ranges are measured from when the page arrived, so they hold still between renders.
  const loadedAt = new Date(fulfilledTimeStamp ?? 0);

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <>
            <Button variant="outlined" startIcon={<Refresh />} disabled={isFetching} onClick={() => void refetch()}>
              {text.refresh}
            </Button>
            <NotPermittedTooltip reason={exportPermission.reason}>
              <Button
                variant="contained"
                startIcon={<Download />}
                disabled={exporting || !exportPermission.allowed}
                onClick={() => void exportLogs()}
              >
                {exporting ? text.exporting : text.export}
              </Button>
            </NotPermittedTooltip>
          </>
        }
      />
      {isError ? (
        <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <>
          <ActivityLogSummary stats={data?.stats} categories={data?.categories} />
          <ActivityLogFilters />
          <ActivityTimeline logs={currentData?.logs} dateRange={dateRange} now={loadedAt} />
          {data && <ActivityLogPagination pagination={data.pagination} shown={data.logs.length} busy={isFetching} />}
        </>
      )}
    </>
  );
};
