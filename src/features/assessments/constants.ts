import type { ControlStatus } from '@/contracts/enums';

/** How often Run Assessment asks the server whether the runs it started have ended. */
export const ASSESSMENT_POLL_INTERVAL_MS = 1000;

/** A run takes well under a second; past this the screens reload anyway and stop asking. */
export const ASSESSMENT_MAX_WAIT_MS = 30_000;

export const assessmentText = {
  run: 'Run Assessment',
  running: 'Running...',
  starting: 'Starting compliance assessment...',
  started: 'Assessment started successfully!',
  failed: 'Failed to start assessment',
  runFailed: (framework: string) => `${framework} assessment failed`,
} as const;

export const statusLabels: Record<ControlStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
};
