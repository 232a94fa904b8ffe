import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ScoreDay } from '@/contracts/scoreHistory';
import { SCORE_PASSED_MIN, SCORE_WARNING_MIN } from '@/contracts/score';
import { formatCalendarDay } from '@/lib/dates';

type ScoreTrendLinesProps = {
  /** Names the chart for assistive technology; the first and last days are read out after it. */
  title: string;
  days: ScoreDay[];
  height: number;
};

const percent = (value: unknown) => `${String(value)}%`;
const shortDay = (day: unknown) => formatCalendarDay(String(day)).replace(/, \d{4}$/, '');

/** A score per day, 0-100, with the 60 and 80 thresholds drawn as guides. */
export const ScoreTrendLines = ({ title, days, height }: ScoreTrendLinesProps) => {
  const { palette, typography } = useTheme();
  const tick = { fill: palette.text.secondary, fontSize: 12, fontFamily: typography.fontFamily };
  const first = days[0];
  const last = days.at(-1);
  const description =
    first && last
      ? `${formatCalendarDay(first.day)} ${first.score}% to ${formatCalendarDay(last.day)} ${last.score}%`
      : '';
  return (
    <Box role="img" aria-label={`${title}: ${description}`} sx={{ width: '100%', height }}>
      <LineChart
        responsive
        data={days}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid vertical={false} stroke={palette.divider} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} tickLine={false} minTickGap={24} />
        <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={tick} tickLine={false} axisLine={false} />
        <ReferenceLine y={SCORE_PASSED_MIN} stroke={palette.success.main} strokeDasharray="4 4" />
        <ReferenceLine y={SCORE_WARNING_MIN} stroke={palette.warning.main} strokeDasharray="4 4" />
        <Tooltip formatter={percent} labelFormatter={(day) => formatCalendarDay(String(day))} />
        <Line
          type="monotone"
          dataKey="score"
          name={title}
          stroke={palette.primary.main}
          strokeWidth={2}
          dot={days.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </Box>
  );
};
