import { z } from 'zod';
import { controlStatuses, frameworkIds, isFrameworkId } from './enums';
import { dataResponse } from './envelope';
import { frameworkMessage } from './dashboard';
import { type HistorySpan, historySpans } from './historySpans';

export const historySpanMessage = `days must be one of ${historySpans.join(', ')}`;

const days = z
  .string()
  .refine((value) => historySpans.some((span) => String(span) === value), historySpanMessage)
  .transform((value) => Number(value) as HistorySpan)
  .meta({ type: 'string', enum: historySpans.map(String) })
  .default(historySpans[0]);

const framework = z
  .custom<(typeof frameworkIds)[number]>(isFrameworkId, { message: frameworkMessage })
  .meta({ type: 'string', enum: [...frameworkIds] });

/** Without a framework, the frameworks in use together, as the dashboard shows them. */
export const scoreHistoryQuery = z.object({ framework: framework.optional(), days });

export const controlHistoryQuery = z.object({ days });

const count = z.number().int().nonnegative();

const scoreDay = z.object({
  /** 'YYYY-MM-DD' (UTC). */
  day: z.string(),
  score: z.number(),
  passed: count,
  warning: count,
  critical: count,
});

/** What moved a control's status from the day before: the check and the source of its signal. */
const statusChange = z.object({ check: z.string(), checkName: z.string(), source: z.string().nullable() });

const controlDay = z.object({
  day: z.string(),
  score: z.number(),
  status: z.enum(controlStatuses),
  changedBy: statusChange.nullable(),
});

export const scoreHistoryResponse = dataResponse(z.array(scoreDay));
export const controlHistoryResponse = dataResponse(z.array(controlDay));

export type ScoreDay = z.output<typeof scoreDay>;
export type ControlDay = z.output<typeof controlDay>;
