import type { ControlStatus } from '@/contracts/enums';
import { statusForScore } from '@/contracts/score';

export const statusColors: Record<ControlStatus, string> = {
  passed: '#15803d',
  warning: '#d97706',
  critical: '#dc2626',
};

export const scoreColor = (score: number): string => statusColors[statusForScore(score)];
