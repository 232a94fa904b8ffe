import type { ControlStatus } from '@/features/assessments/types';

/** SPEC §4/§9: after an assessment starts, the open screen reloads its data this much later. */
export const ASSESSMENT_RELOAD_DELAY_MS = 3000;

export const assessmentText = {
  run: 'Run Assessment',
  running: 'Running...',
  starting: 'Starting compliance assessment...',
  started: 'Assessment started successfully!',
  failed: 'Failed to start assessment',
} as const;

export const statusLabels: Record<ControlStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
};

/** Status colours: passed green, warning amber, critical red (theme palette names). */
export const statusTones = { passed: 'success', warning: 'warning', critical: 'error' } as const satisfies Record<
  ControlStatus,
  string
>;
