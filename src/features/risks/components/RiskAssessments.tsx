import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RiskAssessment } from '@/contracts/risks';
import { riskAssessmentText as text } from '@/features/risks/constants';
import { formatCalendarDay } from '@/lib/dates';

/** The risk assessments held, the last first, each with what changed in the register since the one before. */
export const RiskAssessments = ({ assessments }: { assessments: RiskAssessment[] }) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
      {text.heading}
    </Typography>
    {assessments.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {text.none}
      </Typography>
    ) : (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.heading}>
        {assessments.map((assessment) => (
          <li key={assessment.id}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {`${formatCalendarDay(assessment.heldOn)} · ${text.changes(
                assessment.changes.added.length,
                assessment.changes.closed.length,
                assessment.changes.rescored.length,
              )}`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {text.by(assessment.recordedBy, assessment.participants.length)}
            </Typography>
          </li>
        ))}
      </Stack>
    )}
  </Paper>
);
