import type { ControlStatus } from '@/contracts/enums';
import { statusForScore } from '@/contracts/score';

export const palette = {
  navy: '#0b1f3a',
  text: '#0f172a',
  muted: '#556176',
  divider: '#e3e8ef',
  surface: '#f5f7fa',
  white: '#ffffff',
} as const;

export const statusColors: Record<ControlStatus, string> = {
  passed: '#15803d',
  warning: '#d97706',
  critical: '#dc2626',
};

export const scoreColor = (score: number): string => statusColors[statusForScore(score)];
