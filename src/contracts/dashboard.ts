import { z } from 'zod';
import {
  auditSeverities,
  controlStatuses,
  defaultFramework,
  frameworkIds,
  isFrameworkId,
  taskPriorities,
} from './enums';
import { dataResponse } from './envelope';

export const frameworkMessage = `framework must be one of ${frameworkIds.join(', ')}`;

export const assessmentStartedMessage = 'Assessment started';

// A custom check keeps the one readable message; the metadata documents it as the choice list it checks.
const framework = z
  .custom<(typeof frameworkIds)[number]>(isFrameworkId, { message: frameworkMessage })
  .meta({ type: 'string', enum: [...frameworkIds] });

export const heatmapQuery = z.object({ framework: framework.default(defaultFramework) });

/** The framework whose latest assessment the overview's score and stats are. */
export const overviewQuery = z.object({ framework: framework.default(defaultFramework) });

// Fastify hands a missing body to validation as null; the route reads it, like an empty body, as `{}`.
export const runAssessmentBody = z.object({ framework: framework.optional() }).nullish();

const status = z.enum(controlStatuses);

const categorySummary = z.object({
  name: z.string(),
  framework: z.enum(frameworkIds),
  status,
  issues: z.number(),
  score: z.number(),
  /** Signed percentage points against the previous assessment: '+4%', '-2%', '0%'. */
  trend: z.string(),
});

const recentActivity = z.object({
  id: z.string(),
  message: z.string(),
  severity: z.enum(auditSeverities),
  /** ISO time. */
  time: z.string(),
  user: z.string(),
});

const upcomingTask = z.object({
  id: z.string(),
  task: z.string(),
  /** 'YYYY-MM-DD'. */
  due: z.string(),
  priority: z.enum(taskPriorities),
});

const dashboardStats = z.object({
  criticalIssues: z.number(),
  warningIssues: z.number(),
  passedControls: z.number(),
  totalControls: z.number(),
});

export const dashboardOverview = z.object({
  complianceScore: z.number(),
  stats: dashboardStats,
  controlsByCategory: z.array(categorySummary),
  recentActivity: z.array(recentActivity),
  upcomingTasks: z.array(upcomingTask),
  lastAssessedAt: z.string().nullable(),
});

/**
 * One issue, with what raised it when the assessment kept that: the check, the source of its signal (an integration
 * such as GitHub, an import, evidence) and when that signal was observed.
 */
const controlIssue = z.object({
  description: z.string(),
  check: z.string().optional(),
  source: z.string().nullable().optional(),
  observedAt: z.string().nullable().optional(),
});

const heatmapControl = z.object({
  id: z.string(),
  name: z.string(),
  status,
  score: z.number(),
  /** ISO time. */
  lastCheck: z.string(),
  issues: z.array(controlIssue),
});

const heatmapSummary = z.object({ total: z.number(), passed: z.number(), warning: z.number(), critical: z.number() });

export const heatmap = z.object({
  framework: z.enum(frameworkIds),
  /** When the latest completed assessment finished; null = never assessed. */
  assessedAt: z.string().nullable(),
  summary: heatmapSummary,
  /** Category name -> its controls, in catalogue order. */
  categories: z.record(z.string(), z.array(heatmapControl)),
  /** The controls the organisation excluded when the assessment ran: out of the score, shown with why. */
  excluded: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), justification: z.string() })),
});

export const overviewResponse = dataResponse(dashboardOverview);
export const heatmapResponse = dataResponse(heatmap);
export const runAssessmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    frameworks: z.array(z.enum(frameworkIds)),
    /** One per framework: the run this request made, answered once it has ended. */
    runs: z.array(
      z.object({ id: z.string(), framework: z.enum(frameworkIds), status: z.enum(['completed', 'failed']) }),
    ),
  }),
});

export type DashboardStats = z.output<typeof dashboardStats>;
export type CategorySummary = z.output<typeof categorySummary>;
export type RecentActivity = z.output<typeof recentActivity>;
export type UpcomingTask = z.output<typeof upcomingTask>;
export type DashboardOverview = z.output<typeof dashboardOverview>;
export type HeatmapControl = z.output<typeof heatmapControl>;
export type ControlIssue = HeatmapControl['issues'][number];
export type HeatmapSummary = z.output<typeof heatmapSummary>;
export type Heatmap = z.output<typeof heatmap>;
export type RunAssessmentResult = z.output<typeof runAssessmentResponse>['data'];

export const assessmentRunNotFoundMessage = 'Assessment run not found';

export const assessmentRunParams = z.object({ id: z.uuid() });

const assessmentRun = z.object({
  id: z.string(),
  framework: z.enum(frameworkIds),
  status: z.enum(['running', 'completed', 'failed']),
  /** ISO time. */
  startedAt: z.string(),
  /** ISO time; null while running. */
  completedAt: z.string().nullable(),
});

export const assessmentRunResponse = dataResponse(assessmentRun);

export type AssessmentRun = z.output<typeof assessmentRun>;
