import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/PageHeader';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { FrameworkId } from '@/contracts/enums';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { useGetComplianceHeatmapQuery } from '@/features/compliance/complianceApi';
import { controlClosed, controlSelected, selectSelectedControlId } from '@/features/compliance/complianceSlice';
import { ExcludedControls } from '@/features/compliance/components/ExcludedControls';
import { HeatMapActions } from '@/features/compliance/components/HeatMapActions';
import { HeatMapSkeleton } from '@/features/compliance/components/HeatMapSkeleton';
import { HeatMapSummary } from '@/features/compliance/components/HeatMapSummary';
import { HeatMapTiles } from '@/features/compliance/components/HeatMapTiles';
import { HeatMapToolbar } from '@/features/compliance/components/HeatMapToolbar';
import { NeverAssessed } from '@/features/compliance/components/NeverAssessed';
import { complianceText } from '@/features/compliance/constants';
import { findControl } from '@/features/compliance/heatmapFilter';
import type { HeatmapControl } from '@/contracts/dashboard';
import { useHeatmapParams } from '@/features/compliance/useHeatmapParams';
import { evidenceForControlPath } from '@/features/evidence/controlLink';
import { useToast } from '@/features/toasts/useToast';
import { lazyNamed } from '@/lib/lazyNamed';
import { ScoreTrendChart } from '@/features/scoreHistory/components/ScoreTrendChart';

// A control's details (its evidence, tasks and reports) load when a tile is first opened, not with the map.
const ControlDetailsDialog = lazyNamed(
  () => import(/* webpackChunkName: "control-details" */ '@/features/compliance/components/ControlDetailsDialog'),
  'ControlDetailsDialog',
);

type HeatmapParams = ReturnType<typeof useHeatmapParams>;

function HeatMapScreen({
  framework,
  filter,
  setFramework,
  setFilter,
  linkedControl,
  clearLinkedControl,
}: HeatmapParams & { framework: FrameworkId }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const selectedId = useAppSelector(selectSelectedControlId);
  const { currentData: data, isError, isFetching, refetch, requestId } = useGetComplianceHeatmapQuery(framework);
  // A failed refresh keeps the tiles on screen; only a framework with nothing to show has failed to load.
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, complianceText.loadFailed);
  // Coming back to the heat map later starts with no control open.
  useEffect(
    () => () => {
      dispatch(controlClosed());
    },
    [dispatch],
  );

  useEffect(() => {
    if (!linkedControl || !data) return;
    if (findControl(data.categories, linkedControl)) dispatch(controlSelected(linkedControl));
    clearLinkedControl();
  }, [linkedControl, data, dispatch, clearLinkedControl]);

  const refresh = async () => {
    try {
      await refetch().unwrap();
      toast.success(complianceText.refreshed);
    } catch {
      toast.error(complianceText.refreshFailed);
    }
  };
  const changeFramework = (next: FrameworkId) => {
    dispatch(controlClosed());
    setFramework(next);
  };
  // SPEC §3: the assistant reads the issues as plain strings.
  const remediate = ({ id, name, issues }: HeatmapControl) => {
    dispatch(controlClosed());
    const control = { id, name, framework, issues: issues.map((issue) => issue.description) };
    void navigate(paths.assistant, { state: { control } });
  };
  const viewEvidence = ({ id }: HeatmapControl) => {
    dispatch(controlClosed());
    void navigate(evidenceForControlPath({ framework, controlId: id }));
  };
  const neverAssessed = data !== undefined && Object.keys(data.categories).length === 0;

  return (
    <>
      <PageHeader
        title={complianceText.title}
        description={complianceText.description}
        actions={<HeatMapActions framework={framework} refreshing={isFetching} onRefresh={() => void refresh()} />}
      />
      <HeatMapToolbar
        framework={framework}
        filter={filter}
        assessedAt={data?.assessedAt}
        onFrameworkChange={changeFramework}
        onFilterChange={setFilter}
      />
      {failed && <LoadFailedPanel title={complianceText.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <HeatMapSkeleton />}
      {neverAssessed && <NeverAssessed framework={framework} />}
      {data && !neverAssessed && (
        <>
          <HeatMapSummary summary={data.summary} />
          <ScoreTrendChart framework={framework} />
          <HeatMapTiles categories={data.categories} filter={filter} onOpen={(id) => dispatch(controlSelected(id))} />
          <ExcludedControls excluded={data.excluded} />
        </>
      )}
      <OpenedOnce open={selectedId !== null}>
        <ControlDetailsDialog
          control={data ? findControl(data.categories, selectedId) : undefined}
          onClose={() => dispatch(controlClosed())}
          onRemediate={remediate}
          framework={framework}
          onViewEvidence={viewEvidence}
        />
      </OpenedOnce>
    </>
  );
}

/** Opens on the framework the URL names, else the organisation's primary one once the settings have loaded. */
export default function ComplianceHeatMapPage() {
  const params = useHeatmapParams();
  if (!params.framework) {
    return (
      <>
        <PageHeader title={complianceText.title} description={complianceText.description} />
        <HeatMapSkeleton />
      </>
    );
  }
  return <HeatMapScreen {...params} framework={params.framework} />;
}
