import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAssessmentRunning } from '@/features/assessments/assessmentsSlice';
import type { FrameworkId } from '@/contracts/enums';
import { runAssessment } from '@/features/assessments/thunks';

/** What a Run Assessment control needs: whether one is under way, and how to start one. */
export const useRunAssessment = (framework?: FrameworkId) => {
  const dispatch = useAppDispatch();
  const running = useAppSelector(selectAssessmentRunning);
  return { running, run: () => void dispatch(runAssessment(framework)) };
};
