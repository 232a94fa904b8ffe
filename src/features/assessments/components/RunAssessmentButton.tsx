import Button, { type ButtonProps } from '@mui/material/Button';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { assessmentText } from '@/features/assessments/constants';
import type { FrameworkId } from '@/contracts/enums';
import { useRunAssessment } from '@/features/assessments/useRunAssessment';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';

type RunAssessmentButtonProps = {
  /** None from the dashboard: the server assesses every framework in use. */
  framework?: FrameworkId;
  variant?: ButtonProps['variant'];
};

export const RunAssessmentButton = ({ framework, variant = 'contained' }: RunAssessmentButtonProps) => {
  const { running, run } = useRunAssessment(framework);
  const { allowed, reason } = usePermission('assessments:run');
  return (
    <NotPermittedTooltip reason={reason}>
      <Button variant={variant} startIcon={<PlayArrow />} disabled={running || !allowed} onClick={run}>
        {running ? assessmentText.running : assessmentText.run}
      </Button>
    </NotPermittedTooltip>
  );
};
