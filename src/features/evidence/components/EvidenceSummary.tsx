import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { evidenceLockerText as text } from '@/features/evidence/constants';
import type { EvidenceSummary as Summary } from '@/contracts/evidence';

/** The locker's counts by status, whatever the filters. */
export const EvidenceSummary = ({ summary }: { summary: Summary }) => {
  const cards = [
    { label: text.total, value: summary.total, color: 'text.primary' },
    { label: text.approved, value: summary.approved, color: 'success.main' },
    { label: text.pending, value: summary.pending, color: 'warning.main' },
    { label: text.rejected, value: summary.rejected, color: 'error.main' },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 2, m: 0, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {cards.map(({ label, value, color }) => (
        <Card key={label} sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, color, fontWeight: 700 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
};
