import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export type SummaryFigure = { label: string; value: number | undefined; color: string };

type SummaryFiguresProps = {
  label: string;
  figures: SummaryFigure[];
  compact?: boolean;
};

/** A labelled row of counts; a count not loaded yet is a skeleton. */
export const SummaryFigures = ({ label, figures, compact = false }: SummaryFiguresProps) => (
  <Box component="section" aria-label={label} sx={{ mb: compact ? 3 : 2 }}>
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        m: 0,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${figures.length}, 1fr)` },
      }}
    >
      {figures.map(({ label: figureLabel, value, color }) => (
        <Card key={figureLabel} sx={{ p: compact ? 1.5 : 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figureLabel}
          </Typography>
          <Typography component="dd" variant={compact ? 'h6' : 'h4'} sx={{ m: 0, color, fontWeight: 700 }}>
            {value === undefined ? <Skeleton width="40%" /> : value.toLocaleString('en-US')}
          </Typography>
        </Card>
      ))}
    </Box>
  </Box>
);
