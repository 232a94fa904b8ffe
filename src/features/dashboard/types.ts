import type { FrameworkId } from '@/features/assessments/frameworks';
import type { ControlStatus } from '@/features/assessments/types';

export type DashboardStats = {
  criticalIssues: number;
  warningIssues: number;
  passedControls: number;
  totalControls: number;
};

/** One (framework, category) of the latest assessments. */
export type CategorySummary = {
  name: string;
  framework: FrameworkId;
  status: ControlStatus;
  issues: number;
  score: number;
  /** Signed percentage points against the previous assessment: '+4%', '-2%', '0%'. */
  trend: string;
};

export type ActivitySeverity = 'success' | 'info' | 'warning' | 'critical';

export type RecentActivity = {
  id: string;
  message: string;
  severity: ActivitySeverity;
  /** ISO time. */
  time: string;
  user: string;
};

export type TaskPriority = 'high' | 'medium' | 'low';

export type UpcomingTask = {
  id: string;
  task: string;
  /** 'YYYY-MM-DD'. */
  due: string;
  priority: TaskPriority;
};

export type DashboardOverview = {
  complianceScore: number;
  stats: DashboardStats;
  controlsByCategory: CategorySummary[];
  recentActivity: RecentActivity[];
  upcomingTasks: UpcomingTask[];
  lastAssessedAt: string | null;
};
