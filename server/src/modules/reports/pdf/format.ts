import type { ControlStatus } from '@/contracts/enums';

export const formatScore = (score: number): string => `${Math.round(score)}%`;

export const formatScoreChange = (score: number, previousScore: number): string => {
  const change = Math.round(score) - Math.round(previousScore);
  if (change === 0) return 'unchanged';
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)} ${points}`;
};

export const statusLabels: Record<ControlStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
};
