import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { AutomatedEvidenceCard } from '@/features/evidence/components/AutomatedEvidenceCard';
import { automatedEvidenceText as text } from '@/features/evidence/constants';
import { useGetAutomatedEvidenceQuery } from '@/features/evidence/evidenceApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { lazyNamed } from '@/lib/lazyNamed';

const AutomatedEvidenceDialog = lazyNamed(
  () => import(/* webpackChunkName: "automated-evidence" */ '@/features/evidence/components/AutomatedEvidenceDialog'),
  'AutomatedEvidenceDialog',
);

const NoAutomatedEvidence = () => (
  <Typography color="text.secondary">
    {text.none} {text.connectBefore}
    <Link component={RouterLink} to={paths.integrations}>
      {text.connectLink}
    </Link>
    .
  </Typography>
);

const AutomatedEvidenceList = ({ onView }: { onView: (evidence: AutomatedEvidence) => void }) => {
  const { data, isError, refetch, requestId } = useGetAutomatedEvidenceQuery();
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);
  if (failed) return <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {text.loading}
        </Typography>
      </Box>
    );
  }
  if (data.length === 0) return <NoAutomatedEvidence />;
  return (
    <Box
      component="ul"
      aria-labelledby="automated-evidence-heading"
      sx={{
        display: 'grid',
        gap: 2,
        m: 0,
        p: 0,
        listStyle: 'none',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
      }}
    >
      {data.map((evidence) => (
        <AutomatedEvidenceCard key={`${evidence.integration} ${evidence.check}`} evidence={evidence} onView={onView} />
      ))}
    </Box>
  );
};

/** What the integrations observed at their last syncs: evidence no one uploads, beside the files that people do. */
export const AutomatedEvidenceSection = () => {
  const [viewing, setViewing] = useState<AutomatedEvidence | null>(null);
  return (
    <Box component="section" aria-labelledby="automated-evidence-heading" sx={{ mt: 5 }}>
      <Typography id="automated-evidence-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        {text.heading}
      </Typography>
      <AutomatedEvidenceList onView={setViewing} />
      <OpenedOnce open={viewing !== null}>
        <AutomatedEvidenceDialog evidence={viewing} onClose={() => setViewing(null)} />
      </OpenedOnce>
    </Box>
  );
};
