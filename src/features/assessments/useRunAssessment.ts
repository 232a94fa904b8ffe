import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { FrameworkId } from '@/contracts/enums';
import { selectAssessmentRunning } from '@/features/assessments/assessmentsApi';
import { runAssessment } from '@/features/assessments/thunks';

/** What a Run Assessment control needs: whether one is under way (on any screen), and how to start one. */
export const useRunAssessment = (framework?: FrameworkId) => {
  const dispatch = useAppDispatch();
  const running = useAppSelector(selectAssessmentRunning);
  return { running, run: () => void dispatch(runAssessment(framework)) };
};
