import { useDeferredValue } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import { PageHeader } from '@/components/layout/PageHeader';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { ComplianceSummary } from '@/features/dashboard/components/ComplianceSummary';
import { ControlsByCategory } from '@/features/dashboard/components/ControlsByCategory';
import { DashboardRefresh } from '@/features/dashboard/components/DashboardRefresh';
import { DashboardSkeleton } from '@/features/dashboard/components/DashboardSkeleton';
import { FrameworkScoreCard } from '@/features/dashboard/components/FrameworkScoreCard';
import { MyWorkCard } from '@/features/dashboard/components/MyWorkCard';
import { PoliciesToAcceptCard } from '@/features/dashboard/components/PoliciesToAcceptCard';
import { QuickActions } from '@/features/dashboard/components/QuickActions';
import { RecentActivityList } from '@/features/dashboard/components/RecentActivityList';
import { UpcomingTaskList } from '@/features/dashboard/components/UpcomingTaskList';
import { dashboardText } from '@/features/dashboard/constants';
import { useGetDashboardOverviewQuery } from '@/features/dashboard/dashboardApi';
import { useDashboardFramework } from '@/features/dashboard/useDashboardFramework';
import { useToast } from '@/features/toasts/useToast';
import { ScoreTrendChart } from '@/features/scoreHistory/components/ScoreTrendChart';

export default function DashboardPage() {
  const toast = useToast();
  const { framework, setFramework } = useDashboardFramework();
  const {
    data: latest,
    isError,
    isFetching,
    refetch,
    requestId,
    fulfilledTimeStamp,
  } = useGetDashboardOverviewQuery(framework ?? skipToken);
  // Deferred, the data's first draw renders in slices between which the browser answers input; drawn at once it held
  // the main thread for 190 ms on Lighthouse's throttled phone.
  const data = useDeferredValue(latest);
  // A failed refresh keeps the data on screen; only a screen with nothing to show has failed to load.
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, dashboardText.loadFailed);

  const refresh = async () => {
    try {
      await refetch().unwrap();
      toast.success(dashboardText.refreshed);
    } catch {
      toast.error(dashboardText.refreshFailed);
    }
  };

  return (
    <>
      <PageHeader
        title={dashboardText.title}
        description={dashboardText.description}
        actions={
          <DashboardRefresh
            updatedAt={data ? fulfilledTimeStamp : undefined}
            refreshing={isFetching}
            onRefresh={() => void refresh()}
          />
        }
      />
      <QuickActions />
      <MyWorkCard />
      <PoliciesToAcceptCard />
      {failed && <LoadFailedPanel title={dashboardText.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <DashboardSkeleton />}
      {data && framework && (
        <>
          <ComplianceSummary
            framework={framework}
            onFrameworkChange={setFramework}
            complianceScore={data.complianceScore}
            stats={data.stats}
          />
          <ScoreTrendChart framework={framework} />
          <Box sx={{ display: 'grid', gap: 3, mb: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <ControlsByCategory rows={data.controlsByCategory} />
            <FrameworkScoreCard rows={data.controlsByCategory} />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <RecentActivityList items={data.recentActivity} now={fulfilledTimeStamp ?? 0} />
            <UpcomingTaskList tasks={data.upcomingTasks} />
          </Box>
        </>
      )}
    </>
  );
}
