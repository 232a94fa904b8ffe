import { z } from 'zod';
import { auditCategories, auditSeverities, controlStatuses, frameworkIds, taskPriorities } from './enums';
import { dataResponse } from './envelope';
import { listed, nameField, optionalText } from './fields';
import { reportSections, reportTypes } from './reportOptions';

const reportStatuses = ['ready', 'generating', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportIdParams = z.object({ id: z.uuid() });

export const generateReportBody = z
  .object({
    name: nameField,
    type: listed(reportTypes, 'report type'),
    /** Required for a custom report; a template's is its own (and may be repeated). */
    framework: listed(frameworkIds, 'framework').optional(),
    /** Which sections, in any order (at least one); all of them when not given. */
    sections: z.array(listed(reportSections, 'section')).min(1).max(reportSections.length).optional(),
    description: optionalText(500),
    /** List the period's individual events, not only their counts (account-security events are never listed). */
    includeActivityDetail: z.boolean().optional(),
  })
  .strict();

const controlCheck = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the signal came from (an integration, an import, the demo seed); null when never observed. */
  source: z.string().nullable(),
  observedAt: z.string().nullable(),
});

const reportControl = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(controlStatuses),
  score: z.number(),
  issues: z.array(z.string()),
  checks: z.array(controlCheck),
  /** HIPAA only: a standard, or an implementation specification that is required or addressable. */
  hipaa: z
    .object({
      kind: z.enum(['standard', 'specification']),
      standard: z.string().nullable(),
      implementation: z.enum(['required', 'addressable']).nullable(),
    })
    .nullable(),
});

const statusSummary = z.object({
  total: z.number(),
  passed: z.number(),
  warning: z.number(),
  critical: z.number(),
});

const reportActivityEvent = z.object({
  timestamp: z.string(),
  action: z.string(),
  user: z.string(),
  category: z.enum(auditCategories),
  details: z.string(),
});

const notableEvents = z.object({ action: z.string(), count: z.number() });

/**
 * The period's audit trail as a report tells it: counts, the compliance events worth naming, and (only when asked for)
 * the events themselves. Account-security events (sign-ins, passwords, two-factor, sessions) are never in it.
 */
const reportActivity = z.object({
  total: z.number(),
  byCategory: z.record(z.enum(auditCategories), z.number()),
  bySeverity: z.record(z.enum(auditSeverities), z.number()).optional(),
  notable: z.array(notableEvents).default([]),
  recent: z.array(reportActivityEvent),
});

const reportTask = z.object({
  title: z.string(),
  dueDate: z.string(),
  priority: z.enum(taskPriorities),
  controlId: z.string().nullable(),
  owner: z.string().nullable(),
});

/** What a report says, fixed when it was asked for: the PDF and View Online are both drawn from it. */
export const reportSnapshot = z.object({
  organization: z.string(),
  framework: z.enum(frameworkIds),
  frameworkName: z.string(),
  type: z.enum(reportTypes),
  title: z.string(),
  sections: z.array(z.enum(reportSections)),
  /** Whether the author asked for the period's individual events. */
  activityDetail: z.boolean().default(false),
  requestedBy: z.string(),
  requestedAt: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  assessment: z.object({
    completedAt: z.string(),
    score: z.number(),
    previousScore: z.number().nullable(),
    summary: statusSummary,
  }),
  categories: z.array(z.object({ name: z.string(), score: z.number(), controls: z.array(reportControl) })),
  /** The controls the assessment left out by approved exclusions: why, and who approved it when. */
  excluded: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.string(),
        justification: z.string(),
        approvedBy: z.string(),
        approvedAt: z.string(),
      }),
    )
    .default([]),
  /** null: the author's role may not read the audit trail, so the report leaves it out. */
  activity: reportActivity.nullable(),
  /** null: the author's role may not read tasks, so the report leaves them out. */
  openTasks: z.array(reportTask).nullable(),
});

export const report = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(reportTypes),
  framework: z.enum(frameworkIds),
  sections: z.array(z.enum(reportSections)),
  status: z.enum(reportStatuses),
  /** When it was asked for, then when its PDF was made. */
  generated: z.string(),
  /** Bytes of the PDF. */
  size: z.number().nullable(),
  pages: z.number().nullable(),
  complianceScore: z.number().nullable(),
  criticalIssues: z.number().nullable(),
  warnings: z.number().nullable(),
  description: z.string(),
  requestedBy: z.string().nullable(),
  failureReason: z.string().nullable(),
});

export const reportListResponse = dataResponse(z.array(report));
export const reportResponse = dataResponse(report);
export const reportSnapshotResponse = dataResponse(z.object({ report, snapshot: reportSnapshot }));

const scheduleFrequencies = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

export const createScheduleBody = z
  .object({
    type: listed(reportTypes, 'report type'),
    framework: listed(frameworkIds, 'framework').optional(),
    frequency: listed(scheduleFrequencies, 'frequency'),
    recipientIds: z.array(z.uuid()).min(1).max(50),
  })
  .strict();

const scheduleRecipient = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The active members a schedule can email. */
export const recipientListResponse = dataResponse(z.array(scheduleRecipient));

const reportSchedule = z.object({
  id: z.string(),
  type: z.enum(reportTypes),
  framework: z.enum(frameworkIds),
  frequency: z.enum(scheduleFrequencies),
  recipients: z.array(scheduleRecipient),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
});

export const scheduleListResponse = dataResponse(z.array(reportSchedule));
export const scheduleResponse = dataResponse(reportSchedule);
export const scheduleParams = z.object({ id: z.uuid() });

export type Report = z.output<typeof report>;
export type ReportSnapshot = z.output<typeof reportSnapshot>;
export type ReportControl = z.output<typeof reportControl>;
export type ReportExclusion = ReportSnapshot['excluded'][number];
export type GenerateReportBody = z.output<typeof generateReportBody>;
export type ReportSchedule = z.output<typeof reportSchedule>;
export type ScheduleRecipient = z.output<typeof scheduleRecipient>;
export type CreateScheduleInput = z.input<typeof createScheduleBody>;
export type CreateScheduleBody = z.output<typeof createScheduleBody>;
