import { z } from 'zod';
import { auditSeverities, controlStatuses, taskPriorities } from '../../db/schema';
import { type FrameworkId, frameworkIds, isFrameworkId } from '../../frameworks/types';

export const frameworkMessage = `framework must be one of ${frameworkIds.join(', ')}`;

export const assessmentStartedMessage = 'Assessment started';

const framework = z.custom<FrameworkId>((value) => typeof value === 'string' && isFrameworkId(value), {
  message: frameworkMessage,
});

export const heatmapQuery = z.object({ framework: framework.default('SOC2') });

// Fastify hands a missing body to validation as null; the route reads it, like an empty body, as `{}`.
export const runAssessmentBody = z.object({ framework: framework.optional() }).nullish();

const status = z.enum(controlStatuses);

const overview = z.object({
  complianceScore: z.number(),
  stats: z.object({
    criticalIssues: z.number(),
    warningIssues: z.number(),
    passedControls: z.number(),
    totalControls: z.number(),
  }),
  controlsByCategory: z.array(
    z.object({
      name: z.string(),
      framework: z.enum(frameworkIds),
      status,
      issues: z.number(),
      score: z.number(),
      trend: z.string(),
    }),
  ),
  recentActivity: z.array(
    z.object({ id: z.string(), message: z.string(), severity: z.enum(auditSeverities), time: z.string(), user: z.string() }),
  ),
  upcomingTasks: z.array(z.object({ id: z.string(), task: z.string(), due: z.string(), priority: z.enum(taskPriorities) })),
  lastAssessedAt: z.string().nullable(),
});

const heatmapControl = z.object({
  id: z.string(),
  name: z.string(),
  status,
  score: z.number(),
  lastCheck: z.string(),
  issues: z.array(z.object({ description: z.string() })),
});

const heatmap = z.object({
  framework: z.enum(frameworkIds),
  assessedAt: z.string().nullable(),
  summary: z.object({ total: z.number(), passed: z.number(), warning: z.number(), critical: z.number() }),
  categories: z.record(z.string(), z.array(heatmapControl)),
});

export const overviewResponse = z.object({ success: z.literal(true), data: overview });
export const heatmapResponse = z.object({ success: z.literal(true), data: heatmap });
export const runAssessmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ frameworks: z.array(z.enum(frameworkIds)) }),
});

export type Overview = z.input<typeof overview>;
export type Heatmap = z.input<typeof heatmap>;
export type HeatmapControl = z.input<typeof heatmapControl>;
