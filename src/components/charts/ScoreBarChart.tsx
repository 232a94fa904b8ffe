import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type XAxisTickContentProps,
} from 'recharts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SCORE_PASSED_MIN, SCORE_WARNING_MIN } from '@/contracts/score';
import { scoreTone } from '@/lib/scoreTone';

export type ScoreBar = { label: string; score: number };

type ScoreBarChartProps = {
  /** Names the chart for assistive technology; the bars' values are read out after it. */
  title: string;
  bars: ScoreBar[];
  height?: number;
};

const percent = (value: unknown) => `${String(value)}%`;

/** Scores 0-100 as bars coloured per SPEC §9, with the 60 and 80 thresholds drawn as guides. */
export const ScoreBarChart = ({ title, bars, height = 220 }: ScoreBarChartProps) => {
  const { palette, typography } = useTheme();
  const tick = { fill: palette.text.secondary, fontSize: 12, fontFamily: typography.fontFamily };
  // Each label wraps within its bar's share of the axis: left to recharts, a label that would overlap its neighbour
  // is dropped, and on a phone the chart lost its first bar's name, the primary framework's.
  const wrappedTick = (props: XAxisTickContentProps) => (
    <Text {...props} {...tick} width={Number(props.width) / props.visibleTicksCount}>
      {String(props.payload.value)}
    </Text>
  );
  const description = bars.map((bar) => `${bar.label} ${bar.score}%`).join(', ');
  return (
    <Box role="img" aria-label={`${title}: ${description}`} sx={{ width: '100%', height }}>
      <BarChart
        responsive
        data={bars}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid vertical={false} stroke={palette.divider} />
        <XAxis
          dataKey="label"
          interval={0}
          height={40}
          tick={wrappedTick}
          tickLine={false}
          axisLine={{ stroke: palette.divider }}
        />
        <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={tick} tickLine={false} axisLine={false} />
        <ReferenceLine y={SCORE_PASSED_MIN} stroke={palette.success.main} strokeDasharray="4 4" />
        <ReferenceLine y={SCORE_WARNING_MIN} stroke={palette.warning.main} strokeDasharray="4 4" />
        <Tooltip formatter={percent} cursor={{ fill: palette.action.hover }} />
        <Bar
          dataKey="score"
          name={title}
          maxBarSize={48}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => (
            <Rectangle {...props} fill={palette[scoreTone(bars[props.index]?.score ?? 0)].main} />
          )}
        />
      </BarChart>
    </Box>
  );
};
