import { useState } from 'react';
import { Label, ReferenceArea, Scatter, ScatterChart, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { type RiskOverview } from '@/contracts/risks';
import { riskRatingMax } from '@/contracts/riskValues';
import { riskMatrixText as text } from '@/features/risks/constants';

type View = 'inherent' | 'residual';

const ratings = Array.from({ length: riskRatingMax }, (_, index) => index + 1);

// One point at the centre of every cell: the chart lays out its axes and areas from the data it is given.
const cellCentres = ratings.flatMap((likelihood) => ratings.map((impact) => ({ likelihood, impact })));
const noMark = () => <g />;

const describeCells = (matrix: number[][]) => {
  const cells = ratings.flatMap((likelihood) =>
    ratings.flatMap((impact) => {
      const count = matrix[likelihood - 1]?.[impact - 1] ?? 0;
      return count > 0 ? [text.cell(likelihood, impact, count)] : [];
    }),
  );
  return cells.length > 0 ? cells.join('; ') : text.emptyCells;
};

/** The open register on a 5 x 5 grid of likelihood by impact, counts in each cell, cells above tolerance dashed. */
export const RiskMatrix = ({ overview }: { overview: RiskOverview }) => {
  const [view, setView] = useState<View>('residual');
  const { palette, typography } = useTheme();
  const matrix = overview[view];
  const { threshold, level } = overview.tolerance;
  const tone = (score: number) =>
    score > threshold ? palette.error.main : score > threshold / 2 ? palette.warning.main : palette.success.main;
  const tick = { fill: palette.text.secondary, fontSize: 12, fontFamily: typography.fontFamily };
  const axis = { type: 'number' as const, domain: [0.5, riskRatingMax + 0.5], ticks: ratings, tick, tickLine: false };
  const viewLabel = view === 'inherent' ? text.inherent : text.residual;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {text.heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={text.view}
          onChange={(_event, next: View | null) => next && setView(next)}
        >
          <ToggleButton value="inherent">{text.inherent}</ToggleButton>
          <ToggleButton value="residual">{text.residual}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box role="img" aria-label={text.label(viewLabel, describeCells(matrix))} sx={{ width: '100%', height: 300 }}>
        <ScatterChart
          responsive
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 16, left: 8 }}
          style={{ width: '100%', height: '100%' }}
        >
          <XAxis dataKey="impact" {...axis}>
            <Label value={text.impact} position="bottom" offset={0} fill={palette.text.secondary} />
          </XAxis>
          <YAxis dataKey="likelihood" {...axis}>
            <Label value={text.likelihood} angle={-90} position="insideLeft" fill={palette.text.secondary} />
          </YAxis>
          <Scatter data={cellCentres} shape={noMark} isAnimationActive={false} />
          {ratings.flatMap((likelihood) =>
            ratings.map((impact) => {
              const score = likelihood * impact;
              const count = matrix[likelihood - 1]?.[impact - 1] ?? 0;
              return (
                <ReferenceArea
                  key={`${likelihood}-${impact}`}
                  x1={impact - 0.5}
                  x2={impact + 0.5}
                  y1={likelihood - 0.5}
                  y2={likelihood + 0.5}
                  fill={alpha(tone(score), count > 0 ? 0.55 : 0.12)}
                  stroke={score > threshold ? palette.error.dark : palette.background.paper}
                  strokeDasharray={score > threshold ? '4 3' : undefined}
                  label={count > 0 ? { value: count, fill: palette.text.primary, fontWeight: 600 } : undefined}
                />
              );
            }),
          )}
        </ScatterChart>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {text.tolerance(level, threshold)}
      </Typography>
    </Paper>
  );
};
