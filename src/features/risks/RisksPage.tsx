import { useState } from 'react';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import type { Risk } from '@/contracts/risks';
import { usePermission } from '@/features/auth/usePermission';
import { useAuth } from '@/features/auth/useAuth';
import { LazyRecordAssessmentDialog, LazyRiskDialog, LazyRiskMatrix } from '@/features/risks/components/LazyRiskParts';
import { RiskAssessments } from '@/features/risks/components/RiskAssessments';
import { RiskFilterBar } from '@/features/risks/components/RiskFilterBar';
import { RiskSuggestions } from '@/features/risks/components/RiskSuggestions';
import { RiskTable } from '@/features/risks/components/RiskTable';
import { riskAssessmentText, risksText as text } from '@/features/risks/constants';
import {
  type RiskFilters,
  useGetRiskAssessmentsQuery,
  useGetRiskOverviewQuery,
  useGetRiskSuggestionsQuery,
  useGetRisksQuery,
} from '@/features/risks/risksApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

type Editing = { risk: Risk | null } | null;

const localDay = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** /risks: the heat matrix, the register, the suggestions from failing checks and the risk assessments held. */
export default function RisksPage() {
  const [filters, setFilters] = useState<RiskFilters>({});
  const [editing, setEditing] = useState<Editing>(null);
  const [recording, setRecording] = useState(false);
  const { allowed: canManage } = usePermission('risks:manage');
  const { user } = useAuth();
  const { data, isError, refetch, requestId } = useGetRisksQuery(filters, { refetchOnMountOrArgChange: true });
  const { data: overview } = useGetRiskOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: suggestions } = useGetRiskSuggestionsQuery();
  const { data: assessments } = useGetRiskAssessmentsQuery();
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);
  const today = localDay();

  const actions = canManage && (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setRecording(true)}>
        {riskAssessmentText.record}
      </Button>
      <Button variant="contained" onClick={() => setEditing({ risk: null })}>
        {text.addRisk}
      </Button>
    </Stack>
  );

  return (
    <>
      <PageHeader title={text.title} description={text.description} actions={actions || undefined} />
      <Stack spacing={2}>
        {overview && (
          <>
            <Typography variant="body2" color="text.secondary">
              {text.summary(overview.open, overview.needsTreatment, overview.acceptanceExpired)}
            </Typography>
            <LazyRiskMatrix overview={overview} />
          </>
        )}
        <RiskFilterBar filters={filters} onChange={setFilters} />
        {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
        {!failed && !data && <SectionLoader />}
        {data && (
          <>
            <RiskTable risks={data.risks} onEdit={canManage ? (risk) => setEditing({ risk }) : undefined} />
            {data.pagination.pages > 1 && (
              <Pagination
                count={data.pagination.pages}
                page={data.pagination.page}
                onChange={(_event, page) => setFilters({ ...filters, page })}
              />
            )}
          </>
        )}
        {suggestions && <RiskSuggestions suggestions={suggestions} canManage={canManage} />}
        {assessments && <RiskAssessments assessments={assessments} />}
      </Stack>
      {editing && (
        <LazyRiskDialog
          key={editing.risk?.id ?? 'new'}
          open
          risk={editing.risk}
          ownerId={user?.id ?? ''}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      {recording && <LazyRecordAssessmentDialog open today={today} onClose={() => setRecording(false)} />}
    </>
  );
}
