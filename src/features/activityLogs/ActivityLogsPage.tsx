import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import { useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetAuditLogsQuery } from '@/features/activityLogs/activityLogsApi';
import { selectActivityLogFilters, selectAuditLogQuery } from '@/features/activityLogs/activityLogsSlice';
import { ActivityLogFilters } from '@/features/activityLogs/components/ActivityLogFilters';
import { ActivityLogPagination } from '@/features/activityLogs/components/ActivityLogPagination';
import { ActivityLogSummary } from '@/features/activityLogs/components/ActivityLogSummary';
import { ActivityTimeline } from '@/features/activityLogs/components/ActivityTimeline';
import { activityLogsText as text } from '@/features/activityLogs/constants';
import { useActivityLogExport } from '@/features/activityLogs/useActivityLogExport';
import { NotPermittedTooltip } from '@/features/auth/NotPermittedTooltip';
import { RequirePermission } from '@/features/auth/RequirePermission';
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
