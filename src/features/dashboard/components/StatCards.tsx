import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DashboardStats } from '@/contracts/dashboard';
import type { FrameworkId } from '@/contracts/enums';
import { StatCard } from '@/features/dashboard/components/StatCard';
import { statText } from '@/features/dashboard/constants';
import { heatMapLink } from '@/features/dashboard/dashboardLinks';
import { passedPercent } from '@/features/dashboard/dashboardFormat';
import { scoreTone } from '@/lib/scoreTone';
import { useWeekDeltas } from '@/features/scoreHistory/useWeekDeltas';

type StatCardsProps = { framework: FrameworkId; complianceScore: number; stats: DashboardStats };

const hint = (text: string) => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
    {text}
  </Typography>
);

/**
 * SPEC §2: one framework's score with its bar, critical and warnings leading to its filtered heat map, passed with
 * its share; each with its change over the last week.
 */
export const StatCards = ({ framework, complianceScore, stats }: StatCardsProps) => {
  const tone = scoreTone(complianceScore);
  const deltas = useWeekDeltas(framework, { complianceScore, stats });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <StatCard
        id="score"
        label={statText.score}
        value={`${complianceScore}%`}
        valueColor={`${tone}.dark`}
        delta={deltas.score}
      >
        <LinearProgress
          variant="determinate"
          value={complianceScore}
          color={tone}
          aria-label={statText.score}
          sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
        />
      </StatCard>
      <StatCard
        id="critical"
        label={statText.critical}
        value={String(stats.criticalIssues)}
        valueColor={stats.criticalIssues > 0 ? 'error.dark' : 'text.primary'}
        delta={deltas.critical}
        to={heatMapLink(framework, 'critical')}
      >
        {hint(statText.criticalHint)}
      </StatCard>
      <StatCard
        id="warnings"
        label={statText.warnings}
        value={String(stats.warningIssues)}
        valueColor={stats.warningIssues > 0 ? 'warning.dark' : 'text.primary'}
        delta={deltas.warnings}
        to={heatMapLink(framework, 'warning')}
      >
        {hint(statText.warningsHint)}
      </StatCard>
      <StatCard
        id="passed"
        label={statText.passed}
        value={String(stats.passedControls)}
        valueColor="success.dark"
        delta={deltas.passed}
      >
        {hint(statText.passedShare(passedPercent(stats.passedControls, stats.totalControls), stats.totalControls))}
      </StatCard>
    </Box>
  );
};
