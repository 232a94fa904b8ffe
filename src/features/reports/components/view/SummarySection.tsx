import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReportSnapshot } from '@/contracts/reports';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { reportViewText as text } from '@/features/reports/constants';
import { scoreTone } from '@/lib/scoreTone';

export const SummarySection = ({ snapshot }: { snapshot: ReportSnapshot }) => {
  const { score, previousScore, summary } = snapshot.assessment;
  const figures = [
    [text.controls, summary.total],
    [text.passed, summary.passed],
    [text.warning, summary.warning],
    [text.critical, summary.critical],
  ] as const;
  return (
    <ViewSection title="Executive Summary">
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {text.score}
          </Typography>
          <Typography sx={{ fontSize: 40, fontWeight: 700, color: `${scoreTone(score)}.main` }}>{score}%</Typography>
          {previousScore !== null && (
            <Typography variant="body2" color="text.secondary">
              {text.previousScore(previousScore)}
            </Typography>
          )}
        </Box>
        <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 24, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle1">
        {text.categoryScores}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {snapshot.categories.map((category) => (
          <Box
            component="li"
            key={category.name}
            sx={{ display: 'grid', gridTemplateColumns: '14rem 1fr 3rem', gap: 2, alignItems: 'center' }}
          >
            <Typography variant="body2">{category.name}</Typography>
            <LinearProgress
              variant="determinate"
              value={category.score}
              color={scoreTone(category.score)}
              aria-label={`${category.name} score`}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {category.score}%
            </Typography>
          </Box>
        ))}
      </Box>
    </ViewSection>
  );
};
