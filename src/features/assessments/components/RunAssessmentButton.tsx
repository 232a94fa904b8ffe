import Button, { type ButtonProps } from '@mui/material/Button';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/features/assessments/frameworks';
import { useRunAssessment } from '@/features/assessments/useRunAssessment';

type RunAssessmentButtonProps = {
  /** None from the dashboard: the server assesses every framework in use. */
  framework?: FrameworkId;
  variant?: ButtonProps['variant'];
};

export const RunAssessmentButton = ({ framework, variant = 'contained' }: RunAssessmentButtonProps) => {
  const { running, run } = useRunAssessment(framework);
  return (
    <Button variant={variant} startIcon={<PlayArrow />} disabled={running} onClick={run}>
      {running ? assessmentText.running : assessmentText.run}
    </Button>
  );
};
