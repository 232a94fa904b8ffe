import type { FrameworkId } from '@/contracts/enums';
import type { JobLog, JobRunner } from '../../jobs/types';

// The alerts module defines this job (alerts/jobs.ts): it emails and posts the controls that turned critical.
const criticalControlsJobName = 'alerts.critical-controls';

export type CriticalControlsAlert = {
  organizationId: string;
  framework: FrameworkId;
  assessmentId: string;
  /** Critical in this assessment and not in the framework's previous one. */
  controlIds: string[];
};

/**
 * Called once an assessment's results are stored. Queuing is best effort: the assessment stands whatever happens
 * here, and the bell already holds the in-app notification.
 */
export const queueCriticalControlAlerts = async (
  jobs: Pick<JobRunner, 'enqueue'>,
  log: JobLog | undefined,
  alert: CriticalControlsAlert,
): Promise<void> => {
  if (alert.controlIds.length === 0) return;
  try {
    await jobs.enqueue(criticalControlsJobName, alert, { singletonKey: alert.assessmentId });
  } catch (error) {
    log?.warn({ err: error, assessmentId: alert.assessmentId }, 'critical-control alerts could not be queued');
  }
};
