import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { summaryText } from '@/features/compliance/constants';
import type { HeatmapSummary as Summary } from '@/contracts/dashboard';

/** SPEC §2: total, passed, warning and critical counts of the shown framework. */
export const HeatMapSummary = ({ summary }: { summary: Summary }) => {
  const cards = [
    { key: 'total', label: summaryText.total, value: summary.total, color: 'text.primary' },
    { key: 'passed', label: summaryText.passed, value: summary.passed, color: 'success.dark' },
    { key: 'warning', label: summaryText.warning, value: summary.warning, color: 'warning.dark' },
    { key: 'critical', label: summaryText.critical, value: summary.critical, color: 'error.dark' },
  ];
  return (
    <Box
      component="section"
      aria-label={summaryText.label}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {cards.map(({ key, label, value, color }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
          <Typography variant="body2" color="text.secondary" id={`heatmap-summary-${key}`}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" aria-labelledby={`heatmap-summary-${key}`} sx={{ color, mt: 0.5 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
