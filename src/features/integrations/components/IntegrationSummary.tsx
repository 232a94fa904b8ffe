import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { summaryText } from '@/features/integrations/constants';
import { selectIntegrationSummary } from '@/features/integrations/integrationSelectors';

export const IntegrationSummary = () => {
  const summary = useAppSelector(selectIntegrationSummary);
  const cards = [
    { key: 'active', label: summaryText.active, value: summary.active, color: 'success.main' },
    { key: 'controls', label: summaryText.controls, value: summary.controls, color: 'primary.main' },
    {
      key: 'issues',
      label: summaryText.issues,
      value: summary.issues,
      // The dark shade: amber at this size on white falls short of WCAG AA contrast.
      color: summary.issues > 0 ? 'warning.dark' : 'text.primary',
    },
    { key: 'available', label: summaryText.available, value: summary.available, color: 'text.primary' },
  ];
  return (
    <Box
      component="section"
      aria-label="Integration summary"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {cards.map(({ key, label, value, color }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
          <Typography variant="body2" color="text.secondary" id={`integration-summary-${key}`}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" aria-labelledby={`integration-summary-${key}`} sx={{ color, mt: 0.5 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
