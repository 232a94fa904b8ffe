import type { ControlStatus } from '@/contracts/enums';

/** SPEC §4/§9: after Run Assessment succeeds, the dashboard and heat map reload this much later. */
export const ASSESSMENT_RELOAD_DELAY_MS = 3000;

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
