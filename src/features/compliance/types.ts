import type { FrameworkId } from '@/features/assessments/frameworks';
import type { ControlStatus } from '@/features/assessments/types';

export type ControlIssue = { description: string };

export type HeatmapControl = {
  id: string;
  name: string;
  status: ControlStatus;
  score: number;
  /** ISO time. */
  lastCheck: string;
  issues: ControlIssue[];
};

export type HeatmapSummary = { total: number; passed: number; warning: number; critical: number };

export type HeatmapData = {
  framework: FrameworkId;
  /** When the latest completed assessment finished; null = never assessed. */
  assessedAt: string | null;
  summary: HeatmapSummary;
  /** Category name -> its controls, in catalogue order. */
  categories: Record<string, HeatmapControl[]>;
};

export type StatusFilter = 'all' | ControlStatus;
